import { useEffect, useRef, useState } from "react";
import { openInNewTab } from "@/lib/whatsapp";

/** What a form hands over: the WhatsApp link, and whatever else its confirmation offers (an e-mail link). */
export type HandOffMessage = { url: string };

/** After the hand-off: the message, and whether the browser blocked the new tab (then the link is offered instead). */
export type Sent<Message extends HandOffMessage> = Message & { blocked: boolean };

/** How long the wizards show 'Sending...' after the hand-off, so the visitor sees the click land and cannot send twice. */
export const sendingPause = 700;

type HandOffOptions<Message extends HandOffMessage> = {
  /** The least time 'Sending...' shows before the confirmation; 0 confirms at once. */
  minimumPending?: number;
  /** Called as the confirmation replaces the form (before it renders), e.g. to move focus to it. */
  onSent?: (sent: Sent<Message>) => void;
};

/**
 * Hands a finished form to WhatsApp in a new tab. `handOff` must be called inside the visitor's
 * click: window.open runs there and then, or pop-up blockers refuse it. A blocked tab is not an
 * error: the confirmation carries the link to open by hand. While 'Sending...' shows, a second
 * send is refused.
 */
export function useHandOff<Message extends HandOffMessage>({
  minimumPending = 0,
  onSent,
}: HandOffOptions<Message> = {}) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent<Message> | null>(null);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = (done: Sent<Message>) => {
    onSent?.(done);
    setSent(done);
  };

  /** Builds the message (only when a send is allowed), opens the tab, and confirms after the pause. */
  const handOff = (build: () => Message) => {
    if (busy.current) return;
    const message = build();
    const done: Sent<Message> = { ...message, blocked: !openInNewTab(message.url) };
    if (minimumPending <= 0) return confirm(done);
    busy.current = true;
    setSending(true);
    timer.current = setTimeout(() => {
      busy.current = false;
      setSending(false);
      confirm(done);
    }, minimumPending);
  };

  /** Back to the form, for another message. */
  const reset = () => setSent(null);

  return { sending, sent, handOff, reset };
}
