// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SentPanel } from "./SentPanel";

const text = "*New Booking Inquiry*\n\nName: Priya Sharma";
const url = `https://wa.me/919000000000?text=${encodeURIComponent(text)}`;

function renderPanel(blocked = false) {
  const onAnother = vi.fn();
  render(
    <SentPanel
      heading="Booking Inquiry Sent!"
      headingRef={{ current: null }}
      body="Your inquiry is ready in WhatsApp."
      sent={{ url, blocked }}
      openLabel="Open WhatsApp"
      another={{ label: "Make Another Inquiry", onClick: onAnother }}
    />,
  );
  return { onAnother };
}

/** The clipboard as the browser offers it (after userEvent.setup, which puts its own in place): writing succeeds, or is refused. */
function clipboard(refused: boolean) {
  const writeText = refused ? vi.fn().mockRejectedValue(new Error("denied")) : vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  // The older copy command, tried after a refusal, is refused too.
  Object.assign(document, { execCommand: vi.fn().mockReturnValue(false) });
  return writeText;
}

describe("the panel that replaces a sent form", () => {
  afterEach(() => vi.restoreAllMocks());

  it("offers 'Open WhatsApp again' with the same hand-off link, and 'Make Another Inquiry'", async () => {
    const { onAnother } = renderPanel();
    expect(screen.getByRole("heading", { name: "Booking Inquiry Sent!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open WhatsApp again" })).toHaveAttribute("href", url);
    await userEvent.setup().click(screen.getByRole("button", { name: "Make Another Inquiry" }));
    expect(onAnother).toHaveBeenCalledTimes(1);
  });

  it("names the link 'Open WhatsApp' when the browser blocked the tab, since it never opened", () => {
    renderPanel(true);
    expect(screen.getByRole("link", { name: "Open WhatsApp" })).toHaveAttribute("href", url);
  });

  it("copies the message and says so", async () => {
    const user = userEvent.setup();
    const writeText = clipboard(false);
    renderPanel();
    await user.click(screen.getByRole("button", { name: "Copy the message" }));
    expect(writeText).toHaveBeenCalledWith(text);
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
  });

  it("shows the message to copy by hand when the clipboard is refused", async () => {
    const user = userEvent.setup();
    clipboard(true);
    renderPanel();
    await user.click(screen.getByRole("button", { name: "Copy the message" }));
    expect(screen.getByRole("status")).toHaveTextContent("Copying did not work.");
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveValue(text);
  });
});
