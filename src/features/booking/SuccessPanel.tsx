import type { Ref } from "react";
import { SentPanel, WhatsAppLink } from "@/components/forms/SentPanel";
import { Button } from "@/components/ui/button";
import type { BookingStrings } from "@/content/schema/words";

type SuccessPanelProps = {
  strings: BookingStrings;
  /** The WhatsApp link, offered again when the browser blocked the new tab. */
  blockedUrl: string | null;
  onAnother: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

export function SuccessPanel({ strings, blockedUrl, onAnother, headingRef }: SuccessPanelProps) {
  return (
    <SentPanel heading={strings.success.heading} headingRef={headingRef} body={strings.success.body}>
      {blockedUrl && (
        <div className="flex max-w-md flex-col items-center gap-3 rounded-lg border bg-muted/40 p-4">
          <p className="text-sm">{strings.success.blocked}</p>
          <WhatsAppLink href={blockedUrl} label={strings.buttons.openWhatsApp} />
        </div>
      )}
      <Button type="button" variant={blockedUrl ? "outline" : "default"} size="lg" onClick={onAnother}>
        {strings.buttons.another}
      </Button>
    </SentPanel>
  );
}
