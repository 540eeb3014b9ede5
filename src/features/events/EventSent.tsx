import type { Ref } from "react";
import { MailLink, SentPanel, wizardSentProps } from "@/components/forms/SentPanel";
import type { EventInquiryStrings } from "@/content/schema/words";

type EventSentProps = {
  strings: EventInquiryStrings;
  /** The WhatsApp link (offered again when the browser blocked the new tab) and the same inquiry as an e-mail. */
  sent: { url: string; mail: string; blocked: boolean };
  onAnother: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** After the hand-off: that the inquiry waits in WhatsApp to be sent, the ways on, and the e-mail alternative. */
export function EventSent({ strings, sent, onAnother, headingRef }: EventSentProps) {
  return (
    <SentPanel
      {...wizardSentProps(strings, sent, onAnother)}
      headingRef={headingRef}
      alternative={<MailLink href={sent.mail} label={strings.buttons.emailInstead} />}
    />
  );
}
