import type { HallSlug } from "@/content/halls";
import type { EventSlot, HallDetailsText, MenuKind, SeatingLayout } from "@/content/schema-events";
import type { HallDetailsStrings } from "../en/hall-details";

/**
 * इवेंट्स पेज पर हर हॉल के कार्ड में योजनाकार के काम की बातें, हिन्दी में: बैठक व्यवस्था के हिसाब से
 * क्षमता, माप, समय, प्रति प्लेट दाम, नियम और कमरों का ऑफ़र। आँकड़े src/content/halls.ts में हैं।
 */
export const hallDetails: HallDetailsStrings = {
  sampleNote: "दिखाई गई बैठक व्यवस्था, दाम और नियम नमूने के तौर पर हैं, जब तक होटल इनकी पुष्टि न करे।",
  capacityTable: {
    caption: "{hall} की क्षमता, बैठक व्यवस्था के अनुसार",
    layout: "बैठक व्यवस्था",
    guests: "मेहमान",
  },
  layouts: {
    "round-tables": "गोल मेज़ें",
    theatre: "थिएटर",
    classroom: "क्लासरूम",
    "u-shape": "U-आकार",
    cocktail: "कॉकटेल",
  } satisfies Record<SeatingLayout, string>,
  dimensionsLabel: "माप",
  dimensionsValue: "{length} मी × {width} मी, छत {height} मी",
  floorLabel: "मंज़िल",
  floors: { ground: "भूतल", upper: "मंज़िल {floor}" },
  lightLabel: "दिन की रोशनी",
  light: { yes: "प्राकृतिक रोशनी वाली खिड़कियाँ", no: "खिड़कियाँ नहीं: रोशनी पूरी तरह नियंत्रित" },
  equipmentLabel: "ऑडियो-विज़ुअल और स्टेज उपकरण",
  slotsLabel: "समय",
  slots: { lunch: "दोपहर का भोजन", dinner: "रात का भोजन", "full-day": "पूरा दिन" } satisfies Record<EventSlot, string>,
  slotValue: "{slot}: {from} – {to}",
  menusLabel: "प्रति प्लेट कैटरिंग",
  menus: { veg: "शाकाहारी पैकेज", jain: "जैन पैकेज" } satisfies Record<MenuKind, string>,
  menuValue: "{menu}: {price} प्रति प्लेट से",
  taxNote: "कर अतिरिक्त। मेन्यू हमारे शेफ़ के साथ तय होता है।",
  rulesLabel: "हॉल के नियम",
  rules: {
    musicUntil: "लाउड म्यूज़िक {time} बजे तक",
    decoratorsAllowed: "बाहर के डेकोरेटर का स्वागत है",
    decoratorsNotAllowed: "सजावट केवल होटल की ओर से",
    caterersAllowed: "बाहर के कैटरर की अनुमति है",
    caterersNotAllowed: "खाना केवल हमारी रसोई से (बाहर के कैटरर नहीं)",
    alcoholAllowed: "लाइसेंस के साथ शराब की अनुमति",
    alcoholNotAllowed: "शराब की अनुमति नहीं",
    advance: "{percent}% अग्रिम राशि से तारीख़ पक्की होती है",
    cancellation: "{days} दिन पहले रद्द करने पर पूरी अग्रिम राशि वापस",
  },
  roomOfferLabel: "आपके मेहमानों के लिए कमरे",
  roomOffer: "{rooms} या अधिक कमरे बुक करने पर बाहर से आए मेहमानों के कमरों पर {percent}% की छूट",
  halls: {
    grand: {
      equipment: [
        "सीढ़ियों के साथ 6 मी × 3 मी का स्टेज",
        "दो कॉर्डलेस माइक के साथ साउंड सिस्टम",
        "स्टेज और डांस फ़्लोर की लाइटिंग",
        "अनुरोध पर प्रोजेक्टर और 3 मी की स्क्रीन",
      ],
    },
    elegant: {
      equipment: ["प्रोजेक्टर और 2.5 मी की स्क्रीन", "माइक के साथ साउंड सिस्टम", "पोडियम", "फ़्लिप चार्ट और व्हाइटबोर्ड"],
    },
  } satisfies Record<HallSlug, HallDetailsText>,
};
