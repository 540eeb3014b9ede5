/*
 * The state codes that open every GSTIN (the first two digits), as the GST Network lists them,
 * with each state's or union territory's name in the site's languages. Public reference data, not
 * a fact of the hotel: a company's billing state is read from its GSTIN with it. Code 25 (Daman and
 * Diu) and 26 were merged in 2020; older GSTINs keep 25. Code 28 is Andhra Pradesh before 2014.
 */
export type StateName = { en: string; hi: string };

export const gstStates: Readonly<Record<string, StateName>> = {
  "01": { en: "Jammu and Kashmir", hi: "जम्मू और कश्मीर" },
  "02": { en: "Himachal Pradesh", hi: "हिमाचल प्रदेश" },
  "03": { en: "Punjab", hi: "पंजाब" },
  "04": { en: "Chandigarh", hi: "चंडीगढ़" },
  "05": { en: "Uttarakhand", hi: "उत्तराखंड" },
  "06": { en: "Haryana", hi: "हरियाणा" },
  "07": { en: "Delhi", hi: "दिल्ली" },
  "08": { en: "Rajasthan", hi: "राजस्थान" },
  "09": { en: "Uttar Pradesh", hi: "उत्तर प्रदेश" },
  "10": { en: "Bihar", hi: "बिहार" },
  "11": { en: "Sikkim", hi: "सिक्किम" },
  "12": { en: "Arunachal Pradesh", hi: "अरुणाचल प्रदेश" },
  "13": { en: "Nagaland", hi: "नागालैंड" },
  "14": { en: "Manipur", hi: "मणिपुर" },
  "15": { en: "Mizoram", hi: "मिज़ोरम" },
  "16": { en: "Tripura", hi: "त्रिपुरा" },
  "17": { en: "Meghalaya", hi: "मेघालय" },
  "18": { en: "Assam", hi: "असम" },
  "19": { en: "West Bengal", hi: "पश्चिम बंगाल" },
  "20": { en: "Jharkhand", hi: "झारखंड" },
  "21": { en: "Odisha", hi: "ओडिशा" },
  "22": { en: "Chhattisgarh", hi: "छत्तीसगढ़" },
  "23": { en: "Madhya Pradesh", hi: "मध्य प्रदेश" },
  "24": { en: "Gujarat", hi: "गुजरात" },
  "25": { en: "Dadra and Nagar Haveli and Daman and Diu", hi: "दादरा और नगर हवेली और दमन और दीव" },
  "26": { en: "Dadra and Nagar Haveli and Daman and Diu", hi: "दादरा और नगर हवेली और दमन और दीव" },
  "27": { en: "Maharashtra", hi: "महाराष्ट्र" },
  "28": { en: "Andhra Pradesh", hi: "आंध्र प्रदेश" },
  "29": { en: "Karnataka", hi: "कर्नाटक" },
  "30": { en: "Goa", hi: "गोवा" },
  "31": { en: "Lakshadweep", hi: "लक्षद्वीप" },
  "32": { en: "Kerala", hi: "केरल" },
  "33": { en: "Tamil Nadu", hi: "तमिलनाडु" },
  "34": { en: "Puducherry", hi: "पुडुचेरी" },
  "35": { en: "Andaman and Nicobar Islands", hi: "अंडमान और निकोबार द्वीपसमूह" },
  "36": { en: "Telangana", hi: "तेलंगाना" },
  "37": { en: "Andhra Pradesh", hi: "आंध्र प्रदेश" },
  "38": { en: "Ladakh", hi: "लद्दाख" },
  "97": { en: "Other Territory", hi: "अन्य क्षेत्र" },
};
