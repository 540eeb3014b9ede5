import { useEffect, useRef } from "react";
import { MessageSquareText, Send, WifiOff } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { pageLocale } from "@/lib/i18n/i18n";
import { smsUrl } from "@/lib/links/sms";
import { words } from "@/content/read/island-words/hand-off";
import { CopyButton, CopyOutcome, useCopy } from "./CopyMessage";
import type { KeptMessage } from "./use-hand-off";

type KeptNoticeProps = {
  kept: KeptMessage;
  /** The connection is back: Send again (the form's own submit button, so its checks run again). */
  online: boolean;
};

/**
 * What a form shows, inside itself, when Send found no connection: that the message has not gone
 * and is kept, with what works without data (an SMS with the same text, copying it), and Send
 * again once the browser is back online. Its heading takes focus at every such Send.
 */
export function KeptNotice({ kept, online }: KeptNoticeProps) {
  const t = words("hand-off", pageLocale());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { copied, copy, reset } = useCopy(kept.text);

  useEffect(() => {
    reset();
    headingRef.current?.focus();
  }, [kept, reset]);

  return (
    <section
      aria-labelledby="kept-heading"
      className="flex flex-col gap-3 rounded-md border border-primary/50 bg-muted/60 p-4"
    >
      <h3
        id="kept-heading"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold outline-none"
      >
        <WifiOff className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {t.heading}
      </h3>
      <p aria-live="polite" className="text-sm text-pretty">
        {online ? t.online : t.offline}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {online && (
          <Button type="submit" size="lg">
            <Send aria-hidden="true" />
            {t.sendAgain}
          </Button>
        )}
        <a
          href={smsUrl(kept.phone, kept.text, navigator.userAgent)}
          className={buttonVariants({ size: "lg", variant: "outline" })}
        >
          <MessageSquareText aria-hidden="true" />
          {t.sms}
        </a>
        <CopyButton onCopy={copy} />
      </div>
      <CopyOutcome copied={copied} text={kept.text} />
    </section>
  );
}
