// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ThemeToggle } from "./ThemeToggle";
import { words } from "@/content/read/words";

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = "";
});

describe("theme switch", () => {
  it("keeps a saved dark theme when it starts (no flash back to the system theme)", () => {
    localStorage.setItem("theme", "dark");
    document.documentElement.classList.add("dark");
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    render(<ThemeToggle strings={words("common", "en").theme} />);
    const classChanges = observer.takeRecords();
    observer.disconnect();
    expect(classChanges).toHaveLength(0);
    expect(document.documentElement).toHaveClass("dark");
    expect(screen.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
  });

  it("saves the choice and applies it", async () => {
    const user = userEvent.setup();
    render(<ThemeToggle strings={words("common", "en").theme} />);
    await user.click(screen.getByRole("button", { name: "Dark" }));
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement).toHaveClass("dark");
    await user.click(screen.getByRole("button", { name: "System" }));
    expect(localStorage.getItem("theme")).toBeNull();
    expect(document.documentElement).not.toHaveClass("dark");
  });
});
