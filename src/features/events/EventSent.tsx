import type { Ref } from "react";
import { CircleCheck, ExternalLink, Mail } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
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
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <CircleCheck className="size-14 text-primary" aria-hidden="true" />
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {strings.success.heading}
      </h3>
      <p className="max-w-md text-pretty text-muted-foreground">
        {sent.blocked ? strings.success.blocked : strings.success.body}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {sent.blocked && (
          <a href={sent.url} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: "lg" })}>
            {strings.buttons.openWhatsApp}
            <ExternalLink aria-hidden="true" />
          </a>
        )}
        <a href={sent.mail} className={buttonVariants({ size: "lg", variant: "outline" })}>
          <Mail aria-hidden="true" />
          {strings.buttons.emailInstead}
        </a>
      </div>
      <Button type="button" variant="link" onClick={onAnother}>
        {strings.buttons.another}
      </Button>
    </div>
  );
}
