import type { RoomsPageStrings } from "../en/rooms-page";

/** कमरों का पेज और होम पेज की कमरों की श्रेणियाँ, हिन्दी में। कमरों के नाम और विवरण rooms.ts में हैं। */
export const roomsPage: RoomsPageStrings = {
  intro:
    "तीन तरह के कमरे, देखभाल एक जैसी: इंदौर के बीचों-बीच शांत, वातानुकूलित कमरे — रोज़ साफ़-सफ़ाई, और एक फ़्रंट डेस्क जो कभी बंद नहीं होता।",
  /** {rooms} और {guests} कमरों के डेटा से आते हैं। */
  badge: "{rooms} तरह के कमरे • प्रति कमरा अधिकतम {guests} मेहमान",
  /** {price} प्रति रात का किराया है, जैसे "$299"। */
  pricePerNight: "{price}/रात",
  sizeLabel: "आकार",
  sizeValue: "{size} वर्ग मीटर",
  guestsLabel: "मेहमान",
  guestsValue: "अधिकतम {guests}",
  bedsLabel: "बेड",
  viewLabel: "नज़ारा:",
  amenitiesLabel: "कमरे की सुविधाएँ",
  bookNow: "अभी बुक करें",
  /** स्क्रीन रीडर "अभी बुक करें" के बाद पढ़ता है, ताकि हर कार्ड का लिंक अपने कमरे का नाम बताए। */
  bookNowRoom: "{room}",
  categories: {
    heading: "हमारे कमरों की श्रेणियाँ",
    intro: "शहर में एक रात हो या काम के सिलसिले में पूरा हफ़्ता — आरामदायक, साफ़-सुथरे कमरे: अपने ठहराव के हिसाब से चुनें।",
    perNight: "प्रति रात",
    guestsValue: "{guests} मेहमानों तक",
    viewValue: "नज़ारा: {view}",
    amenitiesLabel: "ख़ास सुविधाएँ",
    /** पहली तीन सुविधाओं के बाद दिखता है; {count} बाक़ी सुविधाओं की गिनती है। */
    moreAmenities: "+{count} और",
    moreAmenitiesLabel: "और {count} सुविधाएँ",
    viewAll: "कमरों की पूरी जानकारी देखें",
  },
};
