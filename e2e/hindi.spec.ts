import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { recordHandOffs, theHandOff } from "./hand-off";
import { holdIslandCode } from "./phone";
import { bookingWizard, contactForm } from "./wizards";

/**
 * The Hindi edition: the language switch on the booking page, and a Hindi walk of the contact form to
 * its hand-off. The Hindi booking wizard's walk to its hand-off, line for line, is e2e/rooms-inquiry.spec.ts's,
 * a Hindi calendar's days picked e2e/event-inquiry.spec.ts's, the step's focus BookingWizard.test.tsx's. The switch's links (navbar and menu, both ways) are
 * e2e/islands.phone.spec.ts's, the Hindi not-found page shell.spec.ts's. That every page under /hi answers in Hindi
 * with its heading and navigation within /hi, axe, 320 px and console errors are checked with the
 * rest of the site in shell.spec.ts (fixtures.ts lists the Hindi routes); the Hindi messages' lines by
 * inquiry.test.ts and contact-message.test.ts.
 */

const languageSwitch = (page: Page) =>
  page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "हिन्दी" });

test.describe("the language switch", () => {
  test("keeps the booking link's parameters, and the wizard starts with them", async ({ page }) => {
    const wizard = bookingWizard(page, "hi");
    // The switch is plain HTML: hold the wizard's code back to press it before the wizard reads the link.
    const code = await holdIslandCode(page, /BookingWizard\.[^/]+\.js$/);
    await page.goto("/booking?room=deluxe&guests=2");
    await languageSwitch(page).click();
    await expect(page).toHaveURL("/hi/booking?room=deluxe&guests=2");
    code.release();
    // The wizard loads when the visitor reaches for it: a pointer over the form.
    await page.getByLabel("पहला नाम").hover();
    await wizard.hydrated();
    await wizard.fillGuest();
    await wizard.next();
    await expect(page.getByLabel("कमरे का प्रकार")).toHaveValue("deluxe");
    await expect(page.getByLabel("मेहमानों की संख्या")).toHaveValue("2");
  });

  test("keeps what the wizard holds when pressed after it has read the link", async ({ page }) => {
    const wizard = bookingWizard(page, "hi");
    await page.goto("/booking?room=premium&guests=3");
    await page.getByLabel("First Name").fill("Priya");
    await wizard.hydrated();
    await languageSwitch(page).click();
    await expect(page).toHaveURL(/\/hi\/booking/);
    await wizard.hydrated();
    await expect(page.getByLabel("पहला नाम")).toHaveValue("Priya");
  });
});

test("the contact form from a Hindi page hands a Hindi message to WhatsApp", async ({ page, consoleErrors }) => {
  const form = contactForm(page, "hi");
  await recordHandOffs(page);
  await page.goto(form.path);

  await form.sendButton().click();
  await expect(page.getByRole("alert").filter({ hasText: "कृपया ये ग़लतियाँ ठीक करें:" })).toBeFocused();
  await form.fill();
  await form.send();
  await expect(page.getByText("आपका संदेश WhatsApp में भेजने के लिए तैयार है।")).toBeVisible();
  await expect(page.getByRole("region", { name: /^सूचनाएँ/ })).toBeAttached();
  const { text } = await theHandOff(page);
  expect(text).toMatch(/^\*वेबसाइट से नया संदेश\*\n/);
  expect(text).toContain("\nविषय: Parking & late check-in\n");
  expect(consoleErrors).toEqual([]);
});
