import { expect, test } from "./fixtures";
import { recordHandOffs, theHandOff } from "./hand-off";
import { contactForm, contactMessage } from "./wizards";

/**
 * The contact page's hand-off to WhatsApp (its links and the page without JavaScript are test/conformance/facts.ts's).
 * The form's rules, the blocked tab's 'Open WhatsApp' and the e-mail alternative are proven by
 * ContactForm.test.tsx, the message's lines by contact-message.test.ts.
 */

test.describe("contact page", () => {
  test("hands the whole message to WhatsApp in a new tab, confirms with a toast, and offers the e-mail instead", async ({
    page,
  }) => {
    const form = contactForm(page);
    await recordHandOffs(page);
    await page.goto(form.path);
    await form.fill();
    // A press made before the form's island is live is played once it is.
    await form.send();
    const [first, last, email, phone, subject, message] = contactMessage;
    expect((await theHandOff(page)).text).toBe(
      [
        "*New Message from the Website*",
        "",
        `Name: ${first} ${last}`,
        `Email: ${email}`,
        `Phone: ${phone}`,
        `Subject: ${subject}`,
        "",
        "Message:",
        message,
      ].join("\n"),
    );
    await expect(page.getByText("Your message is ready to send in WhatsApp.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Send by Email Instead" })).toHaveAttribute(
      "href",
      /^mailto:reservations@[^?]+\?subject=Parking%20%26%20late%20check-in&body=/,
    );
  });
});
