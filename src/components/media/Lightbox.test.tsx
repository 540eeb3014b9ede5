// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { Lightbox, shellOpener, type LightboxPhoto } from "./Lightbox";
import { words } from "@/content/read/words";
import { installModalDialogs } from "../../../test/modal-dialogs";

beforeAll(installModalDialogs);

const strings = words("lightbox", "en");

const photo = { src: "https://images.unsplash.com/photo-1", width: 2000, height: 1333 };
const photos: LightboxPhoto[] = ["Lobby", "Reception", "Restaurant"].map((title) => ({
  id: title.toLowerCase(),
  photo,
  alt: `${title} photo`,
  title,
  description: `About the ${title}`,
}));

function Harness() {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setIndex(0)} {...shellOpener("tour", 1)}>
        <picture>
          <img src="https://images.unsplash.com/photo-1?w=400" alt="" />
        </picture>
        Start tour
      </button>
      <Lightbox
        id="tour"
        title="Virtual Tour"
        photos={photos}
        index={index}
        onIndexChange={setIndex}
        opener={opener}
        strings={strings}
      />
    </>
  );
}

async function openTour() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole("button", { name: "Start tour" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Virtual Tour" }) };
}

describe("Lightbox", () => {
  it("opens on the first photo and announces it", async () => {
    const { dialog } = await openTour();
    expect(dialog).toHaveTextContent("Photo 1 of 3: Lobby");
    expect(screen.getByRole("img", { name: "Lobby photo" })).toBeInTheDocument();
  });

  it("moves to the next photo with the right arrow key", async () => {
    const { user } = await openTour();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByText("Photo 2 of 3: Reception")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Reception photo" })).toBeInTheDocument();
  });

  it("wraps from the first photo to the last with the left arrow key", async () => {
    const { user } = await openTour();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByText("Photo 3 of 3: Restaurant")).toBeInTheDocument();
  });

  it("wraps from the last photo to the first with the next button", async () => {
    const { user } = await openTour();
    const next = screen.getByRole("button", { name: "Next photo" });
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(screen.getByText("Photo 1 of 3: Lobby")).toBeInTheDocument();
  });

  it("goes back with the previous button", async () => {
    const { user } = await openTour();
    await user.keyboard("{ArrowRight}");
    await user.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(screen.getByText("Photo 1 of 3: Lobby")).toBeInTheDocument();
  });

  it("closes on Escape and gives focus back to the control that opened it", async () => {
    const { user } = await openTour();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start tour" })).toHaveFocus();
  });

  it("closes with its labelled close button", async () => {
    const { user } = await openTour();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start tour" })).toHaveFocus();
  });

  it("announces the position in a polite live region", async () => {
    await openTour();
    const status = screen.getByText("Photo 1 of 3: Lobby");
    expect(status).toHaveAttribute("aria-live", "polite");
  });

  it("takes over the dialog the page opened before the code came, at the tapped photo, without a second dialog", async () => {
    const island = document.createElement("astro-island");
    island.setAttribute("ssr", "");
    island.innerHTML = renderToString(<Harness />);
    document.body.append(island);
    const opener = screen.getByRole("button", { name: "Start tour" });
    opener.click();
    const shell = screen.getByRole("dialog", { name: "Virtual Tour" });
    expect(shell.querySelector("[data-shell-slot] img")).toHaveAttribute(
      "src",
      "https://images.unsplash.com/photo-1?w=400",
    );

    await act(async () => void hydrateRoot(island, <Harness />));
    island.removeAttribute("ssr");
    expect(screen.getAllByRole("dialog")).toEqual([shell]);
    expect(shell).toHaveTextContent("Photo 2 of 3: Reception");
    expect(
      shell.querySelector("[data-shell-slot] img"),
      "the copy stays under the photo until it moves",
    ).not.toBeNull();

    await userEvent.setup().keyboard("{ArrowRight}");
    expect(shell).toHaveTextContent("Photo 3 of 3: Restaurant");
    expect(shell.querySelector("[data-shell-slot] img")).toBeNull();
    await userEvent.setup().keyboard("{Escape}");
    expect(shell).not.toHaveAttribute("open");
    expect(opener).toHaveFocus();
    island.remove();
  });
});
