import { useEffect, useRef, useState } from "react";
import { Copy, MessageSquareText, Send, WifiOff } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { copyText } from "@/lib/links/clipboard";
import { pageLocale } from "@/lib/i18n/i18n";
import { smsUrl } from "@/lib/links/sms";
import { words } from "@/content/read/island-words/hand-off";
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
  const [copied, setCopied] = useState<boolean | null>(null);

  useEffect(() => {
    setCopied(null);
    headingRef.current?.focus();
  }, [kept]);

  const copy = async () => setCopied(await copyText(kept.text));

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
        <Button type="button" variant="outline" size="lg" onClick={copy}>
          <Copy aria-hidden="true" />
          {t.copy}
        </Button>
      </div>
      <p role="status" className="text-sm font-medium">
        {copied === true && t.copied}
        {copied === false && t.copyFailed}
      </p>
      {copied === false && (
        <textarea
          readOnly
          aria-label={t.messageLabel}
          value={kept.text}
          rows={6}
          className="w-full rounded-md border bg-background p-2 text-sm"
        />
      )}
    </section>
  );
}
