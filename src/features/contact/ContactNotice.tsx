import { useEffect } from "react";
import { toast } from "sonner";
import { Toaster } from "@/components/ui/sonner";

export type Notice = { kind: "success" | "info"; text: string; id: number };

/**
 * The contact form's toasts. Loaded only once the visitor starts on the form (see ContactForm), so
 * the toast library is not parsed while the page loads. Shows `notice` each time a new one arrives.
 */
export default function ContactNotice({ notice, label }: { notice: Notice | null; label: string }) {
  useEffect(() => {
    if (!notice) return;
    if (notice.kind === "success") toast.success(notice.text, { id: notice.id });
    else toast.info(notice.text, { id: notice.id });
  }, [notice]);
  return <Toaster containerAriaLabel={label} />;
}
