// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useInquiryForm, type InquiryFormConfig } from "./use-inquiry-form";

type Values = { name: string };
const empty: Values = { name: "" };
const config: InquiryFormConfig<Values, { url: string }, { fields: "name"[] }> = {
  form: "table",
  empty,
  start: () => empty,
  linkParams: [],
  typed: { fields: ["name"], id: (field) => `one-${field}`, limit: () => 20 },
  check: (values) => (values.name ? null : { fields: ["name"] }),
  message: (values) => ({ url: `https://wa.me/1?text=${values.name}` }),
};

describe("a one-step inquiry form", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("keeps no draft for the tab when it has no draft key", () => {
    const { result } = renderHook(() => useInquiryForm(config));
    act(() => result.current.change("name", "Asha"));
    expect(sessionStorage.length).toBe(0);
  });

  it("sends nothing while the check finds a problem, and marks the field", () => {
    const open = vi.spyOn(window, "open");
    const { result } = renderHook(() => useInquiryForm(config));
    act(() => result.current.send());
    expect(open).not.toHaveBeenCalled();
    expect(result.current.invalid.has("name")).toBe(true);
  });

  it("hands over at once, and starts over empty", () => {
    vi.spyOn(window, "open").mockReturnValue({} as Window);
    const { result } = renderHook(() => useInquiryForm(config));
    act(() => result.current.change("name", "Asha"));
    act(() => result.current.send());
    expect(result.current.sent).toMatchObject({ url: "https://wa.me/1?text=Asha", blocked: false });
    act(() => result.current.startOver());
    expect(result.current.sent).toBeNull();
    expect(result.current.values).toEqual(empty);
  });

  it("keeps the tab's draft while the form is filled in, and clears it once the inquiry is sent", () => {
    vi.spyOn(window, "open").mockReturnValue({} as Window);
    const { result } = renderHook(() => useInquiryForm({ ...config, draftKey: "one-draft" }));
    act(() => result.current.change("name", "Asha"));
    expect(JSON.parse(sessionStorage.getItem("one-draft")!)).toEqual({ name: "Asha" });
    act(() => result.current.send());
    expect(result.current.sent).not.toBeNull();
    expect(sessionStorage.getItem("one-draft")).toBeNull();
  });

  it("keeps the draft when Send found no connection (nothing was handed over)", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { result } = renderHook(() => useInquiryForm({ ...config, draftKey: "one-draft" }));
    act(() => result.current.change("name", "Asha"));
    act(() => result.current.send());
    expect(result.current.kept).not.toBeNull();
    expect(sessionStorage.getItem("one-draft")).not.toBeNull();
  });
});
