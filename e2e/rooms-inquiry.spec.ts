import bookingLaterCopy from "../src/content/copy/booking-later.json" with { type: "json" };
import { fill } from "../src/lib/i18n/format";
import { expect, expectNoAxeViolations, shorterThanAThumb, test } from "./fixtures";
import { recordHandOffs, theHandOff } from "./hand-off";
import { bookingWizard, guest } from "./wizards";

/**
 * The booking wizard's rooms at a phone's width, each state with axe: a party too big for its room,
 * three rooms of two types handed to WhatsApp, five rooms' buttons and the group inquiry. What follows
 * the wizard's hydration is its own logic, so these run unthrottled (the "chromium" project); its
 * first taps on a throttled phone are e2e/islands.phone.spec.ts's. The rules are proven by rooms.test.ts,
 * inquiry-rooms.test.ts and BookingRooms.test.tsx (a family's free child and extra bed in the estimate,
 * room 2 sold out and its Switch button, the group's message); this proves the page uses them.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const stay = "checkIn=2026-12-04&checkOut=2026-12-07";

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 10, 22, 20, 15));
  await recordHandOffs(page);
});

/** docs/inquiry-messages.md, section 1: a wedding party's three rooms of two types (no arrival, no GST details). */
const threeRooms = [
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
];

// In Hindi: the same code as English, the words and the message the copy's. The English message's lines
// are inquiry-rooms.test.ts's ("writes three rooms of two types one line each, ...").
test("hi: 3 guests in a Deluxe room are refused naming the room; three rooms of two types hand over a message that matches the specification line for line", async ({
  page,
}) => {
  const wizard = bookingWizard(page, "hi");
  await page.goto(`${wizard.path}?${stay}&room=deluxe&guests=3`);
  await wizard.fillGuest();
  await wizard.next();
  await expect(wizard.room(1).children()).toBeVisible();
  await wizard.next();
  const refusal = fill(bookingLaterCopy.hi.rooms.problems["too-many-guests"], { number: 1, room: "डीलक्स रूम", max: 2 });
  await expect(page.getByRole("alert")).toHaveText(refusal);
  await expect(wizard.room(1).group.getByText(refusal)).toBeVisible();
  await expect(page.getByLabel(wizard.words.guests)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "a room's party refused");

  const room1 = wizard.room(1);
  await room1.roomType().selectOption("premium");
  await room1.children().selectOption("1");
  await room1.childAge(1).selectOption("6");
  await room1.adults().selectOption("2");
  await room1.extraBed().check();
  await wizard.addRoom();
  const room2 = wizard.room(2);
  await expect(room2.roomType()).toBeFocused();
  await room2.roomType().selectOption("deluxe");
  await room2.ratePlan().selectOption("breakfast");
  await room2.children().selectOption("1");
  await room2.childAge(1).selectOption("4");
  await wizard.addRoom();
  await wizard.room(3).ratePlan().selectOption("room-only");
  await expect(wizard.estimate()).toContainText("$3,481 कर सहित");
  await expectNoAxeViolations(page, "three rooms on the stay step");

  await wizard.next();
  await wizard.send();
  expect((await theHandOff(page)).text.split("\n")).toEqual(threeRooms);
});

test("six rooms switch the wizard to a group inquiry, its numbers in one line", async ({ page }) => {
  const wizard = bookingWizard(page);
  await page.goto(`${wizard.path}?${stay}&room=deluxe&guests=2`);
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
