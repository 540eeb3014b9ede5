import { createContext, useContext } from "react";

/**
 * True inside content drawn ahead and not shown (a closed popover): its controls keep out of the
 * tab order and take no focus. The content is not `inert`, which every element in it inherits, so
 * showing it would restyle them all (on the low-tier phone, a third of a calendar's tap).
 */
export const OutOfSight = createContext(false);

export const useOutOfSight = () => useContext(OutOfSight);
