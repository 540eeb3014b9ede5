import { MessageCircle } from "lucide-react";

type LongStayNoticeProps = { notice: { message: string; ask: { label: string; href: string } } | null };

/** A stay over the hotel's longest, refused in words, with the long-stay chat on WhatsApp offered. */
export function LongStayNotice({ notice }: LongStayNoticeProps) {
  return (
    <div role="status" className="empty:hidden">
      {notice && (
        <div className="mt-5 rounded-lg border border-destructive/40 p-4 text-sm">
          <p>{notice.message}</p>
          <a
            href={notice.ask.href}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex min-h-11 items-center gap-2 font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            {notice.ask.label}
          </a>
        </div>
      )}
    </div>
  );
}
