import type { Ref } from "react";
import { MailLink, SentPanel } from "@/components/forms/SentPanel";
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
      heading={strings.success.heading}
      headingRef={headingRef}
      body={sent.blocked ? strings.success.blocked : strings.success.body}
      sent={sent}
      openLabel={strings.buttons.openWhatsApp}
      alternative={<MailLink href={sent.mail} label={strings.buttons.emailInstead} />}
      another={{ label: strings.buttons.another, onClick: onAnother }}
    />
  );
}
