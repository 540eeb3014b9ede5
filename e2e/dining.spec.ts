import { expect, expectNoAxeViolations, test, viewports } from "./fixtures";
import { recordHandOffs, theHandOff } from "./hand-off";
import { tableReservation } from "./wizards";

/**
 * The dining page's table reservation on WhatsApp (the facts diners ask for, the links to the page and
 * its structured data are test/conformance/facts.ts's). The request's rules and its message in both languages are proven by
 * reservation.test.ts; the Hindi walk to the hand-off, on a phone, is e2e/events.phone.spec.ts's.
 */

const now = new Date("2026-11-22T12:00:00Z");

// One walk a width: at desktop the tab opens; at phone width it is blocked, and the link is offered instead.
for (const { width, blocked } of [
  { width: "desktop", blocked: false },
  { width: "phone", blocked: true },
] as const) {
  test(`reserves a table with the whole request in a WhatsApp message; no axe violations with a problem shown and once sent (${width}${blocked ? ", the tab blocked: the link offered" : ""}), in the light and the dark theme`, async ({
    page,
  }) => {
    const table = tableReservation(page);
    await recordHandOffs(page, { blocked });
    await page.clock.setFixedTime(now);
    await page.setViewportSize(viewports[width]);
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.goto(table.path);
    // The accepted party size is shown before a guest types, from the rule that checks it.
    await expect(table.field("People")).toHaveAccessibleDescription("From 1 to 20 people.");
    await table.sendButton().click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page, `a problem shown (${width})`);
    await table.fill();
    await table.send({ blocked });
    const { text, url } = await theHandOff(page);
    expect(text).toBe(
      "*New Table Reservation*\n\nName: Priya Sharma\nDate: December 4th, 2026\nTime: 19:30\nPeople: 4",
    );
    if (blocked) await expect(page.getByRole("link", { name: table.words.openWhatsApp })).toHaveAttribute("href", url);
    await expectNoAxeViolations(page, `sent (${width})`);
  });
}
