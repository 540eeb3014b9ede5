import type { Ref } from "react";
import { MailLink, SentPanel, WhatsAppLink } from "@/components/forms/SentPanel";
import { Button } from "@/components/ui/button";
import type { EventInquiryStrings } from "@/content/schema/words";

type EventSentProps = {
  strings: EventInquiryStrings;
  /** The WhatsApp link (offered again when the browser blocked the new tab) and the same inquiry as an e-mail. */
  sent: { url: string; mail: string; blocked: boolean };
  onAnother: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** After the hand-off: what happened, the WhatsApp link when the tab was blocked, and the e-mail alternative. */
export function EventSent({ strings, sent, onAnother, headingRef }: EventSentProps) {
  const body = sent.blocked ? strings.success.blocked : strings.success.body;
  return (
    <SentPanel heading={strings.success.heading} headingRef={headingRef} body={body}>
      <div className="flex flex-col gap-3 sm:flex-row">
        {sent.blocked && <WhatsAppLink href={sent.url} label={strings.buttons.openWhatsApp} />}
        <MailLink href={sent.mail} label={strings.buttons.emailInstead} />
      </div>
      <Button type="button" variant="link" onClick={onAnother}>
        {strings.buttons.another}
      </Button>
    </SentPanel>
  );
}
