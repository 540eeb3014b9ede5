import { expect, expectNoAxeViolations, taxWordingsOn, test, viewports } from "./fixtures";
import { recordHandOffs, theHandOff } from "./hand-off";
import { dayName, eventInquiry } from "./wizards";
import calendarCopy from "../src/content/copy/calendar.json" with { type: "json" };
import eventCopy from "../src/content/copy/event-inquiry.json" with { type: "json" };

/**
 * The event inquiry (/events/inquiry), end to end: a walk in each language to the WhatsApp hand-off with
 * the tab blocked, and axe on every state. The first Next on an empty step is e2e/shells.phone.spec.ts's;
 * the tab's draft through a reload use-wizard.test.tsx's and, in a browser, e2e/booking.spec.ts's (the same
 * hook); a hall chosen by a link EventWizard.test.tsx's ("starts with the hall a link chooses ...") and each
 * hall card's link e2e/facts.spec.ts's. The wizard's rules (guests, dates, venue, budget, rooms, contact,
 * capacity) and their messages are proven by event-rules.test.ts, capacity.test.ts and EventWizard.test.tsx;
 * the message's lines and the e-mail's subject and body by event-message.test.ts.
 */

/** 22 November 2026 at 12:00 UTC: the same calendar day from Los Angeles to Kolkata. */
const now = new Date("2026-11-22T12:00:00Z");

/** docs/inquiry-messages.md, section 2, for the engagement the page object fills in, in Hindi. */
const hindiMessage = [
  "*नई इवेंट पूछताछ*",
  "",
  "नाम: Priya Sharma",
  "ई-मेल: priya.sharma@example.com",
  "फ़ोन: +91 98765 43210",
  "",
  "इवेंट: सगाई",
  "तारीख़: 4 दिसंबर, 2026",
  "वैकल्पिक तारीख़: 11 दिसंबर, 2026",
  "समय: रात का भोजन",
  "मेहमान: 45",
  "हॉल: एलिगेंट बैंक्वेट हॉल",
  "बैठक व्यवस्था: क्लासरूम",
  "खाना: जैन पैकेज",
  "प्रति प्लेट बजट: $15",
  "मेहमानों के लिए कमरे: 5 कमरे × 2 रातें",
  "",
  "टिप्पणी: Marigold décor & a DJ <3",
].join("\n");

const taxWording = { en: "incl. taxes", hi: "कर सहित" };

// One walk a language, each at its own width: Hindi at desktop width (its calendar's dates, its message line for
// line), English at phone width. axe runs on each state in the light and the dark theme.
for (const [language, width] of [
  ["hi", "desktop"],
  ["en", "phone"],
] as const)
  test(`${language} at ${width} width: the three steps hand the whole inquiry to WhatsApp, leaving the link and the e-mail when the tab is blocked; no axe violations on step 2 with the capacity warning, step 3 with a problem and the sent panel`, async ({
    page,
    consoleErrors,
  }) => {
    const wizard = eventInquiry(page, language);
    const { words, fields } = wizard;
    await recordHandOffs(page, { blocked: true });
    await page.setViewportSize(viewports[width]);
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.clock.setFixedTime(now);
    await page.goto(wizard.path);
    await wizard.reach();
    await wizard.fillEvent();
    if (language === "hi")
      await test.step("the alternate date's calendar offers no past day, nor the event date", async () => {
        await page.getByRole("button", { name: fields.alternateDate.label }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog.getByRole("button", { name: dayName("hi", new Date(2026, 11, 4)) })).toBeDisabled();
        await dialog.getByRole("button", { name: calendarCopy.hi.previousMonth }).click();
        await expect(dialog.getByRole("button", { name: dayName("hi", new Date(2026, 10, 21)) })).toBeDisabled();
        await page.keyboard.press("Escape");
        await expect(page.getByRole("grid")).toBeHidden();
      });
    await wizard.next();
    await wizard.fillVenue();
    // The package's from-price and the budget's hint speak of tax as every price on the site does.
    expect(await taxWordingsOn(page)).toEqual([taxWording[language]]);
    await expect(page.getByRole("region", { name: eventCopy[language].capacity.heading })).toBeVisible();
    await expectNoAxeViolations(page, `step 2 with the capacity warning (${width})`);
    await wizard.next();
    await expect(page.getByRole("alert"), "no problem shown before Send").toHaveCount(0);
    await wizard.sendButton().click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page, `step 3 with a problem (${width})`);
    await wizard.fillContact();
    await wizard.send();
    const { url, text } = await theHandOff(page);
    if (language === "hi") expect(text).toBe(hindiMessage);
    const link = page.getByRole("link", { name: words.openWhatsApp });
    await expect(link).toHaveAttribute("href", url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: words.emailInstead })).toHaveAttribute(
      "href",
      /^mailto:reservations@hotelshreejipalace\.example\?subject=/,
    );
    await expectNoAxeViolations(page, `sent, the tab blocked (${width})`);
    expect(consoleErrors).toEqual([]);
  });
