import type { ContactPageStrings } from "../en/contact";

/**
 * संपर्क पेज, हिन्दी में: फ़ॉर्म, उसके संदेश, WhatsApp को सौंपा जाने वाला संदेश, और जानकारी व
 * लोकेशन के कार्ड। होटल का पता, नंबर और ई-मेल src/content/site.ts में हैं।
 */
export const contactPage: ContactPageStrings = {
  intro:
    "ठहरने, किसी जश्न या मीटिंग के बारे में कोई सवाल? हमें लिखें, कॉल करें या मैसेज करें: फ़्रंट डेस्क पर दिन-रात कोई न कोई मौजूद रहता है।",
  form: {
    heading: "हमें संदेश भेजें",
    promise: "फ़ॉर्म भरें, हम 24 घंटे के भीतर आपसे संपर्क करेंगे।",
    required: "ज़रूरी",
    optional: "वैकल्पिक",
    /** फ़ील्ड के ऊपर दिखता है: तारांकन का मतलब। */
    requiredNote: "* वाले फ़ील्ड भरना ज़रूरी है।",
    firstName: "पहला नाम",
    lastName: "उपनाम",
    email: "ई-मेल",
    phone: "फ़ोन",
    subject: "विषय",
    message: "संदेश",
    /** सिर्फ़ जहाँ फ़ॉर्मैट से मदद मिले, वहीं उदाहरण; नामों में कोई नहीं, ताकि प्लेसहोल्डर भरा हुआ न लगे। */
    placeholders: {
      email: "you@example.com",
      phone: "+91 98765 43210",
      message: "अपनी तारीख़ें, मेहमानों की संख्या और जो कुछ भी हमें जानना चाहिए, यहाँ लिखें।",
    },
    /** संदेश फ़ील्ड के नीचे; {max} अधिकतम लंबाई है। */
    messageHint: "अधिकतम {max} अक्षर।",
    submit: "संदेश भेजें",
    handOffNote: "आपका संदेश WhatsApp में खुलेगा, हमारी रिज़र्वेशन टीम को भेजने के लिए तैयार।",
    errors: {
      summaryHeading: "कृपया ये ग़लतियाँ ठीक करें:",
      firstNameRequired: "कृपया अपना पहला नाम लिखें।",
      emailRequired: "कृपया अपना ई-मेल पता लिखें।",
      emailInvalid: "कृपया सही ई-मेल पता लिखें।",
      phoneInvalid: "कृपया सही फ़ोन नंबर लिखें।",
      messageRequired: "कृपया अपना संदेश लिखें।",
      /** {max} फ़ील्ड की सीमा है। */
      tooLong: "कृपया इसे {max} अक्षरों के भीतर रखें।",
    },
    success: {
      heading: "आपका संदेश WhatsApp में तैयार है",
      opened: "हमने आपके संदेश के साथ WhatsApp एक नए टैब में खोल दिया है। वहाँ 'भेजें' दबाएँ, हम 24 घंटे के भीतर आपसे संपर्क करेंगे।",
      blocked: "आपके ब्राउज़र ने WhatsApp को नए टैब में खुलने से रोक दिया। अपना संदेश भेजने के लिए नीचे दिए बटन से WhatsApp खोलें।",
      openWhatsApp: "WhatsApp खोलें",
      emailInstead: "इसके बजाय ई-मेल से भेजें",
      another: "एक और संदेश लिखें",
    },
    toast: "आपका संदेश WhatsApp में भेजने के लिए तैयार है।",
    toastBlocked: "अपना संदेश भेजने के लिए WhatsApp खोलें।",
    noScript:
      "इस फ़ॉर्म के लिए JavaScript ज़रूरी है। फिर भी, इस पेज पर दी गई जानकारी से आप WhatsApp, फ़ोन या ई-मेल पर हमसे संपर्क कर सकते हैं।",
  },
  /** WhatsApp और ई-मेल को सौंपा जाने वाला टेक्स्ट। पंक्तियाँ "लेबल: मान" के रूप में। */
  message: {
    heading: "*वेबसाइट से नया संदेश*",
    name: "नाम",
    email: "ई-मेल",
    phone: "फ़ोन",
    subject: "विषय",
    message: "संदेश",
    notProvided: "नहीं दिया गया",
    /** जब विज़िटर ने विषय न लिखा हो, तब ई-मेल का विषय। */
    defaultSubject: "वेबसाइट से संदेश",
  },
  info: {
    heading: "संपर्क जानकारी",
    address: "पता",
    phone: "फ़ोन",
    frontDesk: "फ़्रंट डेस्क",
    reservations: "रिज़र्वेशन",
    email: "ई-मेल",
    generalEmail: "सामान्य पूछताछ",
    reservationsEmail: "रिज़र्वेशन",
    hours: "समय",
    frontDeskHours: "24/7 फ़्रंट डेस्क",
    conciergeHours: "कंसीयर्ज: सुबह 6:00 से रात 10:00 बजे तक",
    whatsapp: "WhatsApp",
    whatsappLink: "WhatsApp पर हमसे चैट करें",
    /** चैट लिंक का पहला संदेश। */
    whatsappGreeting: "नमस्ते {name}, मेरा एक सवाल है।",
  },
  location: {
    heading: "लोकेशन",
    openInMaps: "नक्शे में खोलें",
    newTab: "(नए टैब में खुलता है)",
  },
};
