// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import Gallery from "./Gallery";
import { galleryIn } from "@/content/read/home";
import { galleryCategories } from "@/content/schema/hotel";
import { words } from "@/content/read/words";
import { installModalDialogs } from "../../../test/modal-dialogs";

const strings = words("home", "en");
const items = galleryIn("en");

const renderGallery = () => {
  render(
    <Gallery
      items={items}
      categories={galleryCategories}
      strings={strings.gallery}
      lightboxStrings={words("lightbox", "en")}
    />,
  );
  return userEvent.setup();
};
const tiles = () => screen.getAllByRole("listitem");
const filter = (name: string) =>
  within(screen.getByRole("group", { name: "Show photos of" })).getByRole("button", { name });

describe("Gallery", () => {
  beforeAll(installModalDialogs);

  it("shows every photo under 'All', which starts pressed", () => {
    renderGallery();
    expect(tiles()).toHaveLength(items.length);
    expect(filter("All")).toHaveAttribute("aria-pressed", "true");
  });

  it("shows only the chosen category and marks its button pressed", async () => {
    const user = renderGallery();
    await user.click(filter("Events"));
    expect(filter("Events")).toHaveAttribute("aria-pressed", "true");
    expect(filter("All")).toHaveAttribute("aria-pressed", "false");
    expect(tiles()).toHaveLength(items.filter((item) => item.category === "events").length);
  });

  it("opens a photo large in the dialog, moving only through the photos shown", async () => {
    const user = renderGallery();
    await user.click(filter("Dining"));
    await user.click(screen.getByRole("link", { name: /Breakfast/ }));
    const dialog = await screen.findByRole("dialog", { name: "Photo Gallery" });
    expect(within(dialog).getByText("Photo 2 of 2: Breakfast")).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByText("Photo 1 of 2: Top-Floor Restaurant")).toBeInTheDocument();
  });

  it("gives focus back to the photo it opened from", async () => {
    const user = renderGallery();
    const lobby = screen.getByRole("link", { name: /Lobby/ });
    await user.click(lobby);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(lobby).toHaveFocus();
  });
});
