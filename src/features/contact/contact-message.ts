export { mailtoHref } from "@/lib/links/mailto";
import { labelled, messageText } from "@/lib/forms/message-lines";
import type { ContactValues } from "./contact-form";
import type { ContactMessageLabels } from "@/content/schema/words";

/**
 * The text handed to WhatsApp (and to e-mail): a heading, then who is writing, the subject and
 * the message. Every value is trimmed; an empty phone or subject reads 'Not provided'.
 */
export function contactMessage(values: ContactValues, labels: ContactMessageLabels): string {
  const orNotProvided = (value: string) => value.trim() || labels.notProvided;
  const name = [values.firstName, values.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
  return messageText(labels.heading, [
    [
      labelled(labels.name, name),
      labelled(labels.email, values.email.trim()),
      labelled(labels.phone, orNotProvided(values.phone)),
      labelled(labels.subject, orNotProvided(values.subject)),
    ],
    [labels.message, values.message.trim()],
  ]);
}

/** The e-mail's subject: the visitor's, or the default when they gave none. */
export function contactMailSubject(values: ContactValues, labels: ContactMessageLabels): string {
  return values.subject.trim() || labels.defaultSubject;
}
