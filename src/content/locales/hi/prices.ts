import type { PriceStrings } from "../en/prices";

/** हर कीमत के साथ के शब्द, हिन्दी में। */
export const prices: PriceStrings = {
  from: "{price} से शुरू",
  taxIncluded: "कर सहित",
  taxAdded: "+ {percent}% {name} अतिरिक्त",
};
