// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { withErrorBoundary } from "./IslandErrorBoundary";

function Broken(): never {
  throw new Error("Calendar data missing");
}

describe("island error boundary", () => {
  it("shows the error in place of a failing widget and keeps the rest of the page", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Safe = withErrorBoundary(Broken);
    render(
      <main>
        <h1>Rooms</h1>
        <Safe />
      </main>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("alert")).toHaveTextContent("Calendar data missing");
    expect(screen.getByRole("heading", { name: "Rooms" })).toBeInTheDocument();
  });

  it("renders the widget untouched when nothing fails", () => {
    const Fine = withErrorBoundary(() => <p>Working widget</p>);
    render(<Fine />);
    expect(screen.getByText("Working widget")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
