import type { Ref } from "react";
import { SentPanel, WhatsAppLink } from "@/components/forms/SentPanel";
import { Button } from "@/components/ui/button";
import type { BookingStrings } from "@/content/schema/words";
import { fill } from "@/lib/i18n/format";

type SuccessPanelProps = {
  strings: BookingStrings;
  /** The WhatsApp link, offered again when the browser blocked the new tab. */
  blockedUrl: string | null;
  onAnother: () => void;
  /** The estimated total the inquiry carried, repeated for the guest to keep in view. */
  total: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  /** The official numbers and payment page, in the page's language. */
  officialHref: string;
};

export function SuccessPanel({ strings, blockedUrl, onAnother, total, headingRef, officialHref }: SuccessPanelProps) {
  return (
    <SentPanel heading={strings.success.heading} headingRef={headingRef} body={strings.success.body}>
      {total && (
        <p className="font-medium">
          {fill(strings.success.total, { total })}
          <span className="mt-1 block text-sm font-normal text-muted-foreground">{strings.estimate.note}</span>
        </p>
      )}
      {blockedUrl && (
        <div className="flex max-w-md flex-col items-center gap-3 rounded-lg border bg-muted/40 p-4">
          <p className="text-sm">{strings.success.blocked}</p>
          <WhatsAppLink href={blockedUrl} label={strings.buttons.openWhatsApp} />
        </div>
      )}
      {/* Any advance is asked for in the chat that follows: the guest can check where it may go. */}
      <a href={officialHref} className="inline-block py-1 text-primary underline underline-offset-4 hover:no-underline">
        {strings.success.official}
      </a>
      <Button type="button" variant={blockedUrl ? "outline" : "default"} size="lg" onClick={onAnother}>
        {strings.buttons.another}
      </Button>
    </SentPanel>
  );
}
