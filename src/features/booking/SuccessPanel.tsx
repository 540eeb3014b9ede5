import type { Ref } from "react";
import { SentPanel, wizardSentProps } from "@/components/forms/SentPanel";
import type { BookingStrings } from "@/content/schema/words";
import { fill } from "@/lib/i18n/format";

type SuccessPanelProps = {
  strings: BookingStrings;
  /** The WhatsApp link, and whether the browser blocked its new tab. */
  sent: { url: string; blocked: boolean };
  onAnother: () => void;
  /** The estimated total the inquiry carried, repeated for the guest to keep in view. */
  total: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  /** The official numbers and payment page, in the page's language. */
  officialHref: string;
};

export function SuccessPanel({ strings, sent, onAnother, total, headingRef, officialHref }: SuccessPanelProps) {
  return (
    <SentPanel {...wizardSentProps(strings, sent, onAnother)} headingRef={headingRef}>
      {total && (
        <p className="font-medium">
          {fill(strings.success.total, { total })}
          <span className="mt-1 block text-sm font-normal text-muted-foreground">{strings.estimate.note}</span>
        </p>
      )}
      {/* Any advance is asked for in the chat that follows: the guest can check where it may go. */}
      <a href={officialHref} className="inline-block py-1 text-primary underline underline-offset-4 hover:no-underline">
        {strings.success.official}
      </a>
    </SentPanel>
  );
}
