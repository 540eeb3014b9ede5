import type { CarouselStrings } from "../en/carousel";

/** फ़ोटो कैरोसेल के शब्द (कमरों का पेज और होम पेज)। "{…}" कंपोनेंट भरता है। */
export const carousel: CarouselStrings = {
  /** {name} कमरे का नाम है। */
  label: "{name} की फ़ोटो",
  roleDescription: "कैरोसेल",
  slideRoleDescription: "स्लाइड",
  slideLabel: "{total} में से {index}",
  previous: "पिछली फ़ोटो",
  next: "अगली फ़ोटो",
  goTo: "{total} में से फ़ोटो {index} पर जाएँ",
  pause: "स्लाइडशो रोकें",
  play: "स्लाइडशो चलाएँ",
  noImages: "कोई फ़ोटो उपलब्ध नहीं है",
};
