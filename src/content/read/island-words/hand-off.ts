import handOff from "../../copy/hand-off.json" with { type: "json" };
import { shelf } from "../shelf";

/**
 * The inquiry forms' offline notice (components/forms/KeptNotice.tsx): only the four forms carry
 * these, not every island's error screen.
 */
export const words = /* @__PURE__ */ shelf({ "hand-off": handOff });
