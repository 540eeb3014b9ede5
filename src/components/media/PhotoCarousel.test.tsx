// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhotoCarousel, type PhotoCarouselProps } from "./PhotoCarousel";

const photo = (n: number) => ({ src: `https://images.unsplash.com/photo-${n}`, width: 2000, height: 1333 });
const fourPhotos = [1, 2, 3, 4].map(photo);
const fourAlts = ["Bed", "Desk", "Bathroom", "View"];

function renderCarousel(props: Partial<PhotoCarouselProps> = {}) {
  return render(
    <PhotoCarousel photos={fourPhotos} alts={fourAlts} name="Deluxe Room" locale="en" sizes="100vw" {...props} />,
  );
}

/** The photo a visitor sees: the only one not hidden from the accessibility tree. */
const shownPhoto = () => screen.getByRole("img");

describe("PhotoCarousel with controls", () => {
  it("is a labelled carousel region showing the first photo", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Deluxe Room photos" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(shownPhoto()).toHaveAccessibleName("Bed");
  });

  it("wraps from the first photo to the last with 'Previous image'", async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole("button", { name: "Previous image" }));
    expect(shownPhoto()).toHaveAccessibleName("View");
  });

  it("wraps from the last photo to the first with 'Next image'", async () => {
    const user = userEvent.setup();
    renderCarousel();
    const next = screen.getByRole("button", { name: "Next image" });
    for (const alt of ["Desk", "Bathroom", "View", "Bed"]) {
      await user.click(next);
      expect(shownPhoto()).toHaveAccessibleName(alt);
    }
  });

  it("jumps to a photo with its dot and marks that dot as current", async () => {
    const user = userEvent.setup();
    renderCarousel();
    const dot = screen.getByRole("button", { name: "Go to image 3 of 4" });
    await user.click(dot);
    expect(shownPhoto()).toHaveAccessibleName("Bathroom");
    expect(dot).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Go to image 1 of 4" })).not.toHaveAttribute("aria-current");
  });

  it("offers one dot per photo", () => {
    renderCarousel();
    expect(screen.getAllByRole("button", { name: /^Go to image \d of 4$/ })).toHaveLength(4);
  });

  it("moves with the arrow keys while focus is inside", async () => {
    const user = userEvent.setup();
    renderCarousel();
    screen.getByRole("button", { name: "Next image" }).focus();
    await user.keyboard("{ArrowLeft}");
    expect(shownPhoto()).toHaveAccessibleName("View");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(shownPhoto()).toHaveAccessibleName("Desk");
  });

  it("says 'No images available' without photos", () => {
    renderCarousel({ photos: [], alts: [] });
    expect(screen.getByText("No images available")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows a single photo without arrows or dots", () => {
    renderCarousel({ photos: [photo(1)], alts: ["Bed"] });
    expect(shownPhoto()).toHaveAccessibleName("Bed");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("labels each slide with its position", () => {
    renderCarousel();
    expect(screen.getByRole("group", { name: "1 of 4" })).toHaveAttribute("aria-roledescription", "slide");
  });

  it("starts where the page moved it before hydration, and goes on from there", async () => {
    const carousel = <PhotoCarousel photos={fourPhotos} alts={fourAlts} name="Deluxe Room" locale="en" sizes="100vw" />;
    const island = document.createElement("div");
    island.innerHTML = renderToString(carousel);
    document.body.append(island);
    // What the page's own script (src/page-scripts/native-carousel.ts) leaves after two taps on Next.
    island.querySelector("[data-carousel]")!.setAttribute("data-index", "2");
    await act(async () => void hydrateRoot(island, carousel));
    expect(shownPhoto()).toHaveAccessibleName("Bathroom");
    await userEvent.setup().click(screen.getByRole("button", { name: "Next image" }));
    // The last slide is a neighbour of the first, so the server sent its photo (held for the head script).
    expect(screen.getByRole("group", { name: "4 of 4" })).toBeVisible();
    island.remove();
  });
});
