import { useCallback, useState } from "react";
import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { copyText } from "@/lib/links/clipboard";
import { pageLocale } from "@/lib/i18n/i18n";
import { words } from "@/content/read/island-words/hand-off";

/** Whether the last copy reached the clipboard (null: not tried since the last reset). */
export function useCopy(text: string) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const reset = useCallback(() => setCopied(null), []);
  return { copied, copy: async () => setCopied(await copyText(text)), reset };
}

/** 'Copy the message'. */
export function CopyButton({ onCopy }: { onCopy: () => void }) {
  const t = words("hand-off", pageLocale());
  return (
    <Button type="button" variant="outline" size="lg" onClick={onCopy}>
      <Copy aria-hidden="true" />
      {t.copy}
    </Button>
  );
}

/**
 * What came of a copy, announced: 'Copied', or, where the browser refused the clipboard, that it did
 * not work and the message itself, selectable, so the guest can copy it by hand and nothing is lost.
 */
export function CopyOutcome({ copied, text }: { copied: boolean | null; text: string }) {
  const t = words("hand-off", pageLocale());
  return (
    <>
      <p role="status" className="text-sm font-medium">
        {copied === true && t.copied}
        {copied === false && t.copyFailed}
      </p>
      {copied === false && (
        <textarea
          readOnly
          aria-label={t.messageLabel}
          value={text}
          rows={6}
          className="w-full rounded-md border bg-background p-2 text-sm"
        />
      )}
    </>
  );
}
