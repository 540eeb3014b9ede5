// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handOffEvent } from "@/lib/site/analytics";
import { sendingPause, useHandOff } from "./use-hand-off";

const message = { url: "https://wa.me/919000000000?text=Hello" };

describe("the hand-off to WhatsApp", () => {
  let open: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    open = vi.spyOn(window, "open").mockReturnValue({} as Window);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("opens the new tab inside the call, before any pause", () => {
    const { result } = renderHook(() => useHandOff({ minimumPending: sendingPause }));
    act(() => result.current.handOff(() => message));
    expect(open).toHaveBeenCalledWith(message.url, "_blank");
    expect(result.current.sent).toBeNull();
  });

  it("keeps 'Sending…' for at least 700 ms", () => {
    const { result } = renderHook(() => useHandOff({ minimumPending: sendingPause }));
    act(() => result.current.handOff(() => message));
    expect(result.current.sending).toBe(true);
    act(() => vi.advanceTimersByTime(699));
    expect(result.current.sending).toBe(true);
    expect(result.current.sent).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.sending).toBe(false);
    expect(result.current.sent).toEqual({ ...message, blocked: false });
  });

  it("refuses a second send while sending", () => {
    const build = vi.fn(() => message);
    const { result } = renderHook(() => useHandOff({ minimumPending: sendingPause }));
    act(() => {
      result.current.handOff(build);
      result.current.handOff(build);
    });
    act(() => result.current.handOff(build));
    expect(build).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("takes a new send once the confirmation is back to the form", () => {
    const { result } = renderHook(() => useHandOff({ minimumPending: sendingPause }));
    act(() => result.current.handOff(() => message));
    act(() => vi.advanceTimersByTime(sendingPause));
    act(() => result.current.reset());
    expect(result.current.sent).toBeNull();
    act(() => result.current.handOff(() => message));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("falls back to the link when the pop-up is blocked", () => {
    open.mockReturnValue(null);
    const { result } = renderHook(() => useHandOff<{ url: string; mail: string }>());
    act(() => result.current.handOff(() => ({ ...message, mail: "mailto:events@hotel.example" })));
    expect(result.current.sent).toEqual({ ...message, mail: "mailto:events@hotel.example", blocked: true });
  });

  it("confirms at once when no minimum time is asked for", () => {
    const onSent = vi.fn();
    const { result } = renderHook(() => useHandOff({ onSent }));
    act(() => result.current.handOff(() => message));
    expect(result.current.sending).toBe(false);
    expect(result.current.sent).toEqual({ ...message, blocked: false });
    expect(onSent).toHaveBeenCalledWith({ ...message, blocked: false });
  });

  it("tells the form as the confirmation comes, not before", () => {
    const onSent = vi.fn();
    const { result } = renderHook(() => useHandOff({ minimumPending: sendingPause, onSent }));
    act(() => result.current.handOff(() => message));
    expect(onSent).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(sendingPause));
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it("stops the pause when the form goes away, so nothing runs after it", () => {
    const onSent = vi.fn();
    const { result, unmount } = renderHook(() => useHandOff({ minimumPending: sendingPause, onSent }));
    act(() => result.current.handOff(() => message));
    unmount();
    vi.advanceTimersByTime(sendingPause);
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe("Send with no connection", () => {
  let open: ReturnType<typeof vi.spyOn>;
  let onLine: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    open = vi.spyOn(window, "open").mockReturnValue({} as Window);
    onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  });
  afterEach(() => vi.restoreAllMocks());

  const goOnline = () => {
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
  };

  it("opens no tab and keeps the message's number and text", () => {
    const { result } = renderHook(() => useHandOff({ minimumPending: sendingPause }));
    act(() => result.current.handOff(() => message));
    expect(open).not.toHaveBeenCalled();
    expect(result.current.sending).toBe(false);
    expect(result.current.sent).toBeNull();
    expect(result.current.kept).toEqual({ phone: "919000000000", text: "Hello" });
    expect(result.current.online).toBe(false);
  });

  it("says so when the connection comes back, and then sends", () => {
    const { result } = renderHook(() => useHandOff());
    act(() => result.current.handOff(() => message));
    act(goOnline);
    expect(result.current.online).toBe(true);
    act(() => result.current.handOff(() => message));
    expect(open).toHaveBeenCalledWith(message.url, "_blank");
    expect(result.current.kept).toBeNull();
    expect(result.current.sent).toEqual({ ...message, blocked: false });
  });

  it("keeps a new message at every Send while offline", () => {
    const { result } = renderHook(() => useHandOff());
    act(() => result.current.handOff(() => message));
    const first = result.current.kept;
    act(() => result.current.handOff(() => message));
    expect(result.current.kept).toEqual(first);
    expect(result.current.kept).not.toBe(first);
  });

  it("forgets the kept message when the form changes course", () => {
    const { result } = renderHook(() => useHandOff());
    act(() => result.current.handOff(() => message));
    act(() => result.current.forget());
    expect(result.current.kept).toBeNull();
  });
});

describe("counting a hand-off", () => {
  const announced: string[] = [];
  const listen = (event: Event) => announced.push((event as CustomEvent<{ path: string }>).detail.path);
  beforeEach(() => {
    announced.length = 0;
    window.addEventListener(handOffEvent, listen);
  });
  afterEach(() => {
    window.removeEventListener(handOffEvent, listen);
    vi.restoreAllMocks();
  });

  it("announces the form's fixed path once the tab opened, and nothing typed", () => {
    vi.spyOn(window, "open").mockReturnValue({} as Window);
    const { result } = renderHook(() => useHandOff({ form: "booking" }));
    act(() => result.current.handOff(() => message));
    expect(announced).toEqual(["/booking/sent"]);
  });

  it("announces nothing when the tab was blocked or the browser was offline", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { result } = renderHook(() => useHandOff({ form: "table" }));
    act(() => result.current.handOff(() => message));
    open.mockReturnValue({} as Window);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => result.current.handOff(() => message));
    expect(announced).toEqual([]);
  });
});
