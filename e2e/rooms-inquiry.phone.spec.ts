import { expectNoAxeViolations, shorterThanAThumb } from "./fixtures";
import { recordHandOffs, theHandOff } from "./hand-off";
import { expect, openAsGuest, test } from "./phone";
import { bookingWizard, guest, type Language } from "./wizards";

/**
 * The booking wizard's rooms on a phone: several rooms with their parties, a party too big for its
 * room, a family's free child and extra bed, and the switch to a group inquiry, each with axe. The
 * rules are proven by rooms.test.ts, rooms-quote.test.ts, occupancy.test.ts, inquiry-rooms.test.ts
 * and BookingRooms.test.tsx; this proves the page uses them, in both languages.
 */

/** 22 November 2026, 20:15 on the phone's clock. */
const now = new Date(2026, 10, 22, 20, 15);
const stay = "checkIn=2026-12-04&checkOut=2026-12-07";

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(now);
  await recordHandOffs(page);
});

/** docs/inquiry-messages.md, section 1: a wedding party's three rooms of two types (no arrival, no GST details). */
const threeRooms: Record<Language, string[]> = {
  en: [
    "*New Booking Inquiry*",
    "",
    `Name: ${guest.first} ${guest.last}`,
    `Email: ${guest.email}`,
    `Phone: ${guest.phone}`,
    "",
    "Room 1: Premium Room, With breakfast, 2 adults, 1 child (age 6), extra bed",
    "Room 2: Deluxe Room, With breakfast, 2 adults, 1 child (age 4)",
    "Room 3: Deluxe Room, Room only, 2 adults",
    "Check-in: December 4th, 2026",
    "Check-out: December 7th, 2026",
    "Nights: 3",
    "Estimated total: $3,481 incl. taxes",
    "Payment: Room 1: An advance of 25% of the stay after the hotel confirms, the rest at the hotel; Room 2, 3: Pay at the hotel",
    "",
    "Special requests: None",
  ],
  hi: [
    "*नई बुकिंग पूछताछ*",
    "",
    `नाम: ${guest.first} ${guest.last}`,
    `ई-मेल: ${guest.email}`,
    `फ़ोन: ${guest.phone}`,
    "",
    "कमरा 1: प्रीमियम रूम, नाश्ते के साथ, 2 वयस्क, 1 बच्चा (उम्र 6), अतिरिक्त बिस्तर",
    "कमरा 2: डीलक्स रूम, नाश्ते के साथ, 2 वयस्क, 1 बच्चा (उम्र 4)",
    "कमरा 3: डीलक्स रूम, केवल कमरा, 2 वयस्क",
    "चेक-इन: 4 दिसंबर, 2026",
    "चेक-आउट: 7 दिसंबर, 2026",
    "रातें: 3",
    "अनुमानित कुल: $3,481 कर सहित",
    "भुगतान: कमरा 1: होटल की पुष्टि के बाद ठहराव का 25% अग्रिम, बाकी होटल पर; कमरा 2, 3: होटल पर भुगतान",
    "",
    "विशेष अनुरोध: कोई नहीं",
  ],
};

for (const language of ["en", "hi"] as const) {
  test(`a three-room inquiry's message matches the specification line for line (${language})`, async ({ page }) => {
    const wizard = bookingWizard(page, language);
    await openAsGuest(page, `${wizard.path}?${stay}&room=premium&guests=2`);
    await wizard.fillGuest();
    await wizard.next();
    await expect(wizard.room(1).children()).toBeVisible();
    await wizard.room(1).children().selectOption("1");
    await wizard.room(1).childAge(1).selectOption("6");
    await wizard.room(1).extraBed().check();

    await wizard.addRoom();
    const room2 = wizard.room(2);
    await expect(room2.roomType()).toBeFocused();
    await room2.roomType().selectOption("deluxe");
    await room2.ratePlan().selectOption("breakfast");
    await room2.children().selectOption("1");
    await room2.childAge(1).selectOption("4");
    await wizard.addRoom();
    await wizard.room(3).ratePlan().selectOption("room-only");
    await expect(wizard.estimate()).toContainText(language === "en" ? "$3,481 incl. taxes" : "$3,481 कर सहित");
    await expectNoAxeViolations(page, `three rooms on the stay step (${language})`);

    await wizard.next();
    await wizard.send();
    expect((await theHandOff(page)).text.split("\n")).toEqual(threeRooms[language]);
  });
}

test("3 guests in a Deluxe room are refused naming the room; a family's free child and extra bed show in the estimate", async ({
  page,
}) => {
  const wizard = bookingWizard(page);
  await openAsGuest(page, `${wizard.path}?${stay}&room=deluxe&guests=3`);
  await wizard.fillGuest();
  await wizard.next();
  await expect(wizard.room(1).children()).toBeVisible();
  await wizard.next();
  const refusal = "Room 1: Deluxe Room takes up to 2 guests; choose another room or add a room.";
  await expect(page.getByRole("alert")).toHaveText(refusal);
  await expect(wizard.room(1).group.getByText(refusal)).toBeVisible();
  await expect(page.getByLabel(wizard.words.guests)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "a room's party refused");

  // The family: two adults with children of 4 and 9 in a Premium room, which takes an extra bed.
  await wizard.room(1).roomType().selectOption("premium");
  await wizard.room(1).children().selectOption("2");
  await wizard.room(1).childAge(1).selectOption("4");
  await wizard.room(1).childAge(2).selectOption("9");
  await page.getByLabel(/Adults$/).selectOption("2");
  await wizard.room(1).extraBed().check();
  // The room page's rows (stay-breakdown.ts): a row per rate, the extra bed, the free child.
  await expect(wizard.estimate().getByRole("term")).toHaveText([
    "2 nights × $499 (weekend)",
    "1 night × $449",
    "3 nights × $25 (Extra bed)",
    "1 child under 6",
    "Estimated total",
  ]);
  await expect(wizard.estimate().getByRole("definition")).toHaveText([
    "$998",
    "$449",
    "$75",
    "Free",
    "$1,522 incl. taxes",
  ]);
  await wizard.next();
  await expect(wizard.step("Confirmation")).toBeFocused();
});

test("six rooms switch the wizard to a group inquiry, its numbers in one line", async ({ page }) => {
  const wizard = bookingWizard(page);
  await openAsGuest(page, `${wizard.path}?${stay}&room=deluxe&guests=2`);
  await wizard.fillGuest();
  await wizard.next();
  await expect(wizard.room(1).children()).toBeVisible();
  for (let rooms = 2; rooms <= 5; rooms++) await wizard.addRoom();
  await expect(wizard.room(5).group).toBeVisible();
  // Every room's Remove button and the group switch are a thumb's height, as every page's buttons are.
  expect(await shorterThanAThumb(page), "buttons shorter than a thumb").toEqual([]);
  await page.getByRole("button", { name: "More than 5 rooms? Send a group inquiry" }).click();
  await expect(page.getByLabel("Number of rooms")).toBeFocused();
  await page.getByLabel("Number of rooms").fill("8");
  await page.getByLabel("Number of people").fill("20");
  await expectNoAxeViolations(page, "the group inquiry");
  await wizard.next();
  await wizard.send();
  const { text } = await theHandOff(page);
  expect(text).toContain("\n\nGroup: 8 rooms, 20 people\nCheck-in: December 4th, 2026\n");
});

test("room 2 sold out on a night: its type is marked with the message under it, and its Switch button changes room 2 alone", async ({
  page,
}) => {
  const wizard = bookingWizard(page);
  // The sample availability: the Deluxe Room is sold out on 9 and 10 April 2028.
  await openAsGuest(page, `${wizard.path}?checkIn=2028-04-08&checkOut=2028-04-11&room=premium&guests=2`);
  await wizard.fillGuest();
  await wizard.next();
  await expect(wizard.room(1).children()).toBeVisible();
  await wizard.addRoom();
  await wizard.room(2).roomType().selectOption("deluxe");
  await wizard.next();
  const message = "Room 2: the Deluxe Room is sold out on the night of April 9th, 2028.";
  await expect(page.getByRole("alert")).toHaveText(message);
  const type2 = wizard.room(2).roomType();
  // Room 1's type by its exact label: "Room 2 Room type" holds the same words.
  const type1 = page.getByLabel(wizard.words.room, { exact: true });
  await expect(type2).toHaveAttribute("aria-invalid", "true");
  await expect(type2).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, "\\.")));
  await expect(type1).not.toHaveAttribute("aria-invalid");
  await expectNoAxeViolations(page, "room 2 sold out on a night of the stay");

  await page.getByRole("button", { name: "Switch to the Executive Suite" }).click();
  await expect(type2).toHaveValue("executive-suite");
  await expect(type2).not.toHaveAttribute("aria-invalid");
  await expect(type1).toHaveValue("premium");
  await wizard.next();
  await expect(wizard.step("Confirmation")).toBeFocused();
});
