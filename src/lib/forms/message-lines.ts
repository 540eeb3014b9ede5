import { fill } from "@/lib/i18n/format";

/*
 * The lines of the four inquiry messages (docs/inquiry-messages.md): a bold heading, then groups of
 * "Label: value" lines, each group after a blank line. The labels are the page language's templates
 * ("Name: {value}", "नाम: {value}"), so a language may place the value where it reads best.
 */

/** "Name: Priya Sharma": a line's template with its value filled in. */
export function labelled(template: string, value: string): string {
  return fill(template, { value });
}

/** A message's text: the heading, then each group of lines after a blank line. */
export function messageText(heading: string, groups: readonly (readonly string[])[]): string {
  return [heading, ...groups.flatMap((group) => ["", ...group])].join("\n");
}
