// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Photo } from "./Photo";

const photo = { src: "https://images.unsplash.com/photo-1", width: 2000, height: 1333 };
const below = <Photo photo={photo} alt="Banquet hall laid out for a reception" sizes="50vw" />;

/** The markup of the <picture> inside a server-rendered <noscript>. */
const heldPicture = (html: string) => /<noscript>(.*?)<\/noscript>/.exec(html)?.[1] ?? "";

describe("Photo", () => {
  it("sends a photo below the fold inside <noscript>, beside an empty slot, so nothing fetches it before the page loads", () => {
    const html = renderToString(below);
    expect(html).toContain('<span data-photo-slot=""></span><noscript><picture');
    expect(heldPicture(html)).toMatch(
      /^<picture class="contents"><img [^>]*alt="Banquet hall laid out for a reception"/,
    );
    expect(heldPicture(html)).toContain('loading="lazy"');
  });

  it("sends the page's largest photo as a plain, high-priority <picture>", () => {
    const html = renderToString(<Photo photo={photo} alt="The hotel at night" sizes="100vw" priority />);
    expect(html).not.toContain("<noscript");
    expect(html).not.toContain("data-photo-slot");
    expect(html).toMatch(/<picture class="contents"><img [^>]*fetchPriority="high"/);
  });

  it("hydrates without a mismatch whether or not the head script has already filled the slot, and keeps what it put there", async () => {
    for (const filledFirst of [true, false]) {
      const container = document.createElement("div");
      const html = renderToString(below);
      container.innerHTML = html;
      document.body.append(container);
      const slot = container.querySelector("[data-photo-slot]")!;
      if (filledFirst) slot.innerHTML = heldPicture(html);
      const recoverable = vi.fn();
      const root = await act(async () => hydrateRoot(container, below, { onRecoverableError: recoverable }));
      if (!filledFirst) slot.innerHTML = heldPicture(html);
      await act(async () => root.render(below));
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.querySelector("[data-photo-slot] img")).toBe(slot.querySelector("img"));
      expect(slot.querySelector("img")?.getAttribute("alt")).toBe("Banquet hall laid out for a reception");
      act(() => root.unmount());
      container.remove();
    }
  });

  it("shows a photo React creates in the browser (a later slide, a lightbox photo) at once", () => {
    render(below);
    expect(screen.getByRole("img", { name: "Banquet hall laid out for a reception" })).toHaveAttribute(
      "loading",
      "lazy",
    );
    expect(document.querySelector("noscript")).toBeNull();
  });
});
