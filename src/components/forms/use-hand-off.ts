import { useEffect, useRef, useState } from "react";
import { handOffEvent, handOffPath, type HandOffForm } from "@/lib/site/analytics";
import { pageLocale } from "@/lib/i18n/i18n";
import { openInNewTab, whatsappParts } from "@/lib/links/whatsapp";

/** What a form hands over: the WhatsApp link, and whatever else its confirmation offers (an e-mail link). */
export type HandOffMessage = { url: string };

/** After the hand-off: the message, and whether the browser blocked the new tab (then the link is offered instead). */
export type Sent<Message extends HandOffMessage> = Message & { blocked: boolean };

/**
 * A message that did not go because the browser was offline at Send: the hotel's number and the
 * text, for the SMS and the copy the form offers instead (KeptNotice). A new object per Send.
 */
export type KeptMessage = { phone: string; text: string };

/** How long the wizards show 'Sending...' after the hand-off, so the visitor sees the click land and cannot send twice. */
export const sendingPause = 700;

type HandOffOptions<Message extends HandOffMessage> = {
  /** Which form this is: a hand-off is announced for the site's counting as this form's fixed path. */
  form?: HandOffForm;
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
 *
 * Offline at Send (the browser says so), no tab opens, since it would show only a browser error:
 * the message is `kept` for the form to offer by SMS or copy, and `online` turns true when the
 * connection is back, when the form offers Send again. The form's values stay as they are.
 */
export function useHandOff<Message extends HandOffMessage>({
  form,
  minimumPending = 0,
  onSent,
}: HandOffOptions<Message> = {}) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent<Message> | null>(null);
  const [kept, setKept] = useState<KeptMessage | null>(null);
  const [online, setOnline] = useOnline(kept !== null);
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
    const offline = navigator.onLine === false ? whatsappParts(message.url) : null;
    setKept(offline);
    // Offline from this render on, so the notice never starts with a flash of "back online".
    if (offline) return setOnline(false);
    const done: Sent<Message> = { ...message, blocked: !openInNewTab(message.url) };
    if (form && !done.blocked) announceHandOff(form);
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
  const reset = () => {
    setSent(null);
    setKept(null);
  };

  /** The kept message is no longer current (the visitor went back to change the form). */
  const forget = () => setKept(null);

  return { sending, sent, kept, online, handOff, reset, forget };
}

/**
 * Tells the page's counting (if the hotel switched it on: src/components/layout/analytics-loader.ts)
 * that an inquiry went to WhatsApp, as the form's fixed path: nothing typed or chosen goes with it.
 */
function announceHandOff(form: HandOffForm) {
  window.dispatchEvent(new CustomEvent(handOffEvent, { detail: { path: handOffPath(form, pageLocale()) } }));
}

/** Whether the browser says it is online, followed while `watching` (from the time it starts). */
function useOnline(watching: boolean) {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    if (!watching) return;
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, [watching]);
  return [online, setOnline] as const;
}
