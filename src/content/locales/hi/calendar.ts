import type { CalendarStrings } from "../en/calendar";

/** तारीख़ चुनने वाले कैलेंडर के शब्द, स्क्रीन रीडर के लिए। महीनों और दिनों के नाम date-fns की हिन्दी लोकेल से आते हैं। */
export const calendar: CalendarStrings = {
  navigation: "महीने बदलें",
  previousMonth: "पिछले महीने पर जाएँ",
  nextMonth: "अगले महीने पर जाएँ",
  today: "आज, {date}",
  selected: "{date}, चुनी गई",
};
