// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import MobileNav from "./MobileNav";
import { words } from "@/content/read/words";

const strings = words("common", "en");

function renderDrawer(currentPath = "/rooms") {
  render(
    <MobileNav
      currentPath={currentPath}
      locale="en"
      strings={strings}
      languageNames={{ en: "English", hi: "हिन्दी" }}
    />,
  );
  return userEvent.setup();
}

describe("the menu drawer", () => {
  it("opens from the menu button with every page and Book Now", async () => {
    const user = renderDrawer();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    for (const name of ["Home", "Rooms", "Amenities", "Events", "Contact", "Book Now"]) {
      expect(within(drawer).getByRole("link", { name })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/booking");
  });

  it("marks the current page", async () => {
    const user = renderDrawer("/rooms");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(drawer).getByRole("link", { name: "Rooms" })).toHaveAttribute("aria-current", "page");
    expect(within(drawer).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("closes on Escape and gives focus back to the menu button", async () => {
    const user = renderDrawer();
    const button = screen.getByRole("button", { name: "Open menu" });
    await user.click(button);
    await screen.findByRole("dialog", { name: "Menu" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("closes when a link is chosen", async () => {
    const user = renderDrawer();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const link = within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("link", { name: "Amenities" });
    link.addEventListener("click", (e) => e.preventDefault());
    await user.click(link);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("offers the same page in Hindi", async () => {
    const user = renderDrawer("/rooms");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const hindi = within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("link", { name: "हिन्दी" });
    expect(hindi).toHaveAttribute("href", "/hi/rooms");
    expect(hindi).toHaveAttribute("lang", "hi");
  });

  it("has a close button", async () => {
    const user = renderDrawer();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(await screen.findByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
