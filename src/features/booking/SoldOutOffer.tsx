import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SoldOutNotice } from "./sold-out";

type SoldOutOfferProps = {
  notice: SoldOutNotice | null;
  /** "Free on all your nights:" */
  heading: string;
  /** Chooses another room, keeping the dates. */
  onSwitch: (slug: string) => void;
};

/**
 * A stay with a night its room is sold out on: said as soon as the dates and room are chosen, with
 * the rooms free on every night as buttons that switch to them. Its region is always there and
 * polite, so a screen reader reads the notice when it appears.
 */
export function SoldOutOffer({ notice, heading, onSwitch }: SoldOutOfferProps) {
  return (
    <div aria-live="polite" className="sm:col-span-2">
      {notice && (
        <div className="rounded-lg border border-destructive/50 p-4 text-sm">
          <p className="flex gap-1.5 font-medium text-destructive">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {notice.message}
          </p>
          {notice.offers.length > 0 && (
            <>
              <p className="mt-3">{heading}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {notice.offers.map((offer) => (
                  <Button
                    key={offer.slug}
                    type="button"
                    variant="outline"
                    className="h-auto min-h-11 whitespace-normal"
                    onClick={() => onSwitch(offer.slug)}
                  >
                    {offer.label}
                  </Button>
                ))}
              </div>
            </>
          )}
          {notice.noneFree && <p className="mt-3">{notice.noneFree}</p>}
        </div>
      )}
    </div>
  );
}
