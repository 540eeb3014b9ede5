import { StayBreakdown } from "@/components/stay/StayBreakdown";
import type { EstimateView } from "./estimate";

type StayEstimateProps = { heading: string; view: EstimateView | null };

/**
 * The price of the stay chosen on step 2. Its region is always there and polite, so a screen
 * reader reads each new estimate once the visitor stops choosing, without moving focus.
 */
export function StayEstimate({ heading, view }: StayEstimateProps) {
  return (
    <div aria-live="polite" className="sm:col-span-2">
      {view && <StayBreakdown heading={heading} {...view} />}
    </div>
  );
}
