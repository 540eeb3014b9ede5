import site from "../src/content/site.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { recordHandOffs, theHandOff } from "./hand-off";
import { contactForm, contactMessage } from "./wizards";

/**
 * The contact page: the hand-off to WhatsApp, the hotel's links, and the page without JavaScript.
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

  test("lists phones, e-mails and hours as working links", async ({ page }) => {
    await page.goto("/contact");
    const info = page.getByRole("region", { name: "Contact Information" });
    for (const [name, href] of [
      [site.phones.frontDesk, "tel:+917314000000"],
      [site.phones.reservations, "tel:+917314000001"],
      [site.emails.info, `mailto:${site.emails.info}`],
      [site.emails.reservations, `mailto:${site.emails.reservations}`],
    ])
      await expect(info.getByRole("link", { name })).toHaveAttribute("href", href!);
    await expect(info.getByText("Reservations:").first()).toBeVisible();
    await expect(info.getByText("24/7 Front Desk")).toBeVisible();
    await expect(info.getByText("Concierge 6:00 AM - 10:00 PM")).toBeVisible();
  });

  test("'Open in Maps' searches the map for the hotel's address in a new tab", async ({ page }) => {
    await page.goto("/contact");
    const location = page.getByRole("region", { name: "Location" });
    await expect(location.getByText(site.address.street)).toBeVisible();
    const maps = location.getByRole("link", { name: /Open in Maps/ });
    await expect(maps).toHaveAttribute("target", "_blank");
    const url = new URL((await maps.getAttribute("href"))!);
    expect(url.hostname).toBe("www.google.com");
    expect(url.searchParams.get("query")).toContain(site.address.street);
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("still offers phone, e-mail and WhatsApp links, and says the form needs JavaScript", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByText(/The form needs JavaScript/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeHidden();
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.locator(`main a[href="mailto:${site.emails.reservations}"]`)).toBeVisible();
    const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/919000000000\?text=/);
  });
});
