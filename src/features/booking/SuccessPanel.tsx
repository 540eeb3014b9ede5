import type { Ref } from "react";
import { CircleCheck, ExternalLink } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
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
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <CircleCheck className="size-14 text-primary" aria-hidden="true" />
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {strings.success.heading}
      </h3>
      <p className="max-w-md text-pretty text-muted-foreground">{strings.success.body}</p>
      {blockedUrl && (
        <div className="flex max-w-md flex-col items-center gap-3 rounded-lg border bg-muted/40 p-4">
          <p className="text-sm">{strings.success.blocked}</p>
          <a href={blockedUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: "lg" })}>
            {strings.buttons.openWhatsApp}
            <ExternalLink aria-hidden="true" />
          </a>
        </div>
      )}
      <Button type="button" variant={blockedUrl ? "outline" : "default"} size="lg" onClick={onAnother}>
        {strings.buttons.another}
      </Button>
    </div>
  );
}
