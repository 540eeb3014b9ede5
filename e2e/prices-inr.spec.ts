import { showMonth } from "./calendar";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { overridesURL } from "../test/site-overrides";
import { fixtureHotel } from "../test/fixture-hotel";
import { recordHandOffs, theHandOff } from "./hand-off";
import { bookingWizard } from "./wizards";

/**
 * The hotel switches its prices to rupees with GST on top by slab (5% on a night up to ₹7,500, 18% above), rates varying with dates ("from"),
 * and the suite at ₹1,25,000 to show Indian digit grouping: the copy of the site with content
 * overrides (test/site-overrides.ts) has those settings. What every built page says, in both languages,
 * is read from its HTML by test/built/prices-inr.test.ts; here, what the islands work out.
 */

/**
 * The room page's totals for the wizard's stay below (Deluxe, Friday 24 to Tuesday 28 March 2028), in
 * every plan, priced by the same engine as the wizard: Room only is the wizard's ₹34,818.01; With
 * breakfast is ₹15 more a night before tax (₹7,815 + 18% = ₹9,221.70 on Friday and Saturday,
 * ₹7,215 + 5% = ₹7,575.75 on Sunday, ₹7,515.01 + 18% = ₹8,867.71 on Monday), ₹34,886.86 in all.
 */
const roomPageStay = {
  en: {
    region: "Price for your dates",
    checkIn: /^Check-in/,
    checkOut: /^Check-out/,
    next: "Go to the Next Month",
    month: "March 2028",
    first: /^Friday, March 24th, 2028/,
    last: /^Tuesday, March 28th, 2028/,
    plans: ["Room only", "With breakfast"],
    totals: ["₹34,818.01 incl. GST for 4 nights", "₹34,886.86 incl. GST for 4 nights"],
  },
  hi: {
    region: "आपकी तारीख़ों की कीमत",
    checkIn: /^चेक-इन/,
    checkOut: /^चेक-आउट/,
    next: "अगले महीने पर जाएँ",
    month: "मार्च 2028",
    first: /24 मार्च, 2028/,
    last: /28 मार्च, 2028/,
    plans: ["केवल कमरा", "नाश्ते के साथ"],
    totals: ["4 रातों के लिए ₹34,818.01 GST सहित", "4 रातों के लिए ₹34,886.86 GST सहित"],
  },
};

for (const [language, stay] of Object.entries(roomPageStay)) {
  test(`${language}: the room page prices the wizard's stay below in every plan`, async ({ page }) => {
    await page.goto(`${overridesURL}${language === "hi" ? "/hi" : ""}/rooms/deluxe`);
    const section = page.getByRole("region", { name: stay.region });
    await section.getByRole("button", { name: stay.checkIn }).click();
    const calendar = await showMonth(page, stay.month, stay.next);
    await calendar.getByRole("button", { name: stay.first }).click();
    await section.getByRole("button", { name: stay.checkOut }).click();
    await page.getByRole("dialog").getByRole("button", { name: stay.last }).click();
    for (const [i, plan] of stay.plans.entries()) {
      await expect(section.getByRole("radio", { name: `${plan} ${stay.totals[i]}` })).toBeVisible();
    }
  });
}

/**
 * One stay in the Deluxe Room of the copy (₹7,200 a night, ₹7,800 on Friday and Saturday nights,
 * Simhastha 2028 from 27 March at ₹7,500.01): it crosses the ₹7,500 line and the season's first
 * night. In English: the Hindi room page above prices the same stay, and the estimate's Hindi words
 * are the translation checks'. Fri 24 and Sat 25 March: ₹7,800 + 18% = ₹9,204 each; Sun 26: ₹7,200 + 5% = ₹7,560;
 * Mon 27: ₹7,500.01 + 18% (₹1,350.0018, rounded to ₹1,350.00) = ₹8,850.01. Total ₹34,818.01.
 */
test("a rupee stay across the ₹7,500 line and a season's first night is priced night by night in the wizard, the message and the success panel", async ({
  page,
}) => {
  const wizard = bookingWizard(page);
  await recordHandOffs(page, { blocked: true });
  await page.goto(`${overridesURL}${wizard.path}?room=deluxe&checkIn=2028-03-24&checkOut=2028-03-28&guests=2`);
  await wizard.fillGuest();
  await wizard.hydrated();
  await wizard.next();
  const estimate = wizard.estimate();
  // A row per rate, as on a room page (stay-breakdown.ts), then the tax by slab and the total.
  await expect(estimate.getByRole("term")).toHaveText([
    "2 nights × ₹7,800 (weekend)",
    "1 night × ₹7,200",
    "1 night × ₹7,500.01 (Simhastha 2028)",
    "+ 18% GST on 3 nights",
    "+ 5% GST on 1 night",
    "Estimated total",
  ]);
  await expect(estimate.getByRole("definition")).toHaveText([
    "₹15,600",
    "₹7,200",
    "₹7,500.01",
    "₹4,158",
    "₹360",
    "₹34,818.01 incl. GST",
  ]);
  await expectNoAxeViolations(page, "INR estimate");
  await wizard.next();
  await wizard.send();
  await expect(page.getByText("Estimated total: ₹34,818.01 incl. GST")).toBeVisible();
  const lines = (await theHandOff(page, fixtureHotel.whatsapp)).text.split("\n");
  for (const line of [
    "Room: Deluxe Room",
    "Rate plan: Room only",
    "Nights: 4",
    "Estimated total: ₹34,818.01 incl. GST",
  ])
    expect(lines).toContain(line);
});
