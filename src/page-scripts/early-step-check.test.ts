// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { earlyStepCheckScript } from "./early-step-check";
import { emailPattern, phonePattern } from "../lib/forms/contact-rules";

beforeAll(() => new Function(earlyStepCheckScript)());

/** A first step as the server renders it, inside an island that is not live yet. */
beforeEach(() => {
  document.body.innerHTML = `
    <astro-island ssr>
      <form data-missing-message="Please fill in all guest details.">
        <div id="err-early" role="alert" data-early-alert hidden><p></p></div>
        <input id="name" required>
        <button id="date" type="button" data-required></button>
        <input id="email" required data-format="${emailPattern.source}" data-format-message="Please enter a valid email address.">
        <button id="next" type="submit">Next</button>
      </form>
    </astro-island>`;
  document.querySelector("form")!.addEventListener("submit", (event) => event.preventDefault());
});

const byId = (id: string) => document.getElementById(id)!;
const next = () => byId("next").click();
const alertText = () => byId("err-early").textContent;

describe("the early check of a first step", () => {
  it("shows the step's message for empty required fields and marks each of them", () => {
    next();
    expect(alertText()).toBe("Please fill in all guest details.");
    expect(byId("err-early").hidden).toBe(false);
    for (const id of ["name", "date", "email"]) expect(byId(id)).toHaveProperty("ariaInvalid", "true");
    expect(byId("name").getAttribute("aria-describedby")).toBe("err-early");
  });

  it("shows a field's format message once everything required is filled in", () => {
    (byId("name") as HTMLInputElement).value = "Priya";
    (byId("email") as HTMLInputElement).value = "priya@example";
    byId("date").removeAttribute("data-required");
    next();
    expect(alertText()).toBe("Please enter a valid email address.");
    expect(byId("email").getAttribute("aria-invalid")).toBe("true");
    expect(byId("name").hasAttribute("aria-invalid")).toBe(false);
  });

  it("clears its marks when the step passes, leaving the press to the island", () => {
    next();
    (byId("name") as HTMLInputElement).value = "Priya";
    (byId("email") as HTMLInputElement).value = "priya@example.com";
    byId("date").removeAttribute("data-required");
    next();
    expect(byId("err-early").hidden).toBe(true);
    expect(byId("name").hasAttribute("aria-invalid")).toBe(false);
    expect(byId("name").hasAttribute("aria-describedby")).toBe(false);
  });

  it("answers a press it refuses, so the island never holds it, and lets a passing one through", () => {
    const island = document.querySelector("astro-island")!;
    let held = 0;
    island.addEventListener("click", () => held++, true);
    next();
    expect(held).toBe(0);
    (byId("name") as HTMLInputElement).value = "Priya";
    (byId("email") as HTMLInputElement).value = "priya@example.com";
    byId("date").removeAttribute("data-required");
    next();
    expect(held).toBe(1);
  });

  it("leaves a live island to its own checks", () => {
    document.querySelector("astro-island")!.removeAttribute("ssr");
    next();
    expect(alertText()).toBe("");
  });
});

describe("the early check of a form that answers with a summary", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <astro-island ssr>
        <form>
          <div id="summary" role="alert" tabindex="-1" data-early-alert hidden><h3>Please correct the following:</h3><ul></ul></div>
          <input id="first" required data-missing-message="Please enter your first name.">
          <input id="email" required data-missing-message="Please enter your email address."
            data-format="${emailPattern.source}" data-format-message="Please enter a valid email address.">
          <input id="phone" data-format="${phonePattern.source}" data-format-message="Please enter a valid phone number.">
          <textarea id="message" required data-missing-message="Please enter your message."></textarea>
          <button id="send" type="submit">Send</button>
        </form>
      </astro-island>`;
    document.querySelector("form")!.addEventListener("submit", (event) => event.preventDefault());
  });

  const items = () =>
    [...document.querySelectorAll("#summary li a")].map((link) => [link.textContent, link.getAttribute("href")]);
  const send = () => byId("send").click();

  it("lists every field's own message, in the order of the fields, each a link to its field, and takes the focus", () => {
    (byId("email") as HTMLInputElement).value = "aarav@example";
    send();
    expect(byId("summary").hidden).toBe(false);
    expect(items()).toEqual([
      ["Please enter your first name.", "#first"],
      ["Please enter a valid email address.", "#email"],
      ["Please enter your message.", "#message"],
    ]);
    expect(document.activeElement).toBe(byId("summary"));
    for (const id of ["first", "email", "message"]) expect(byId(id).getAttribute("aria-invalid")).toBe("true");
  });

  it("checks an optional field's format only once it is filled in, and never repeats an item", () => {
    send();
    expect(items().map(([text]) => text)).not.toContain("Please enter a valid phone number.");
    (byId("phone") as HTMLInputElement).value = "call me";
    send();
    expect(items().map(([text]) => text)).toEqual([
      "Please enter your first name.",
      "Please enter your email address.",
      "Please enter a valid phone number.",
      "Please enter your message.",
    ]);
  });

  it("shows nothing and lets the press through when everything is right", () => {
    send();
    for (const [id, value] of [
      ["first", "Aarav"],
      ["email", "aarav@example.com"],
      ["message", "A quiet room?"],
    ]) {
      (byId(id!) as HTMLInputElement).value = value!;
    }
    const island = document.querySelector("astro-island")!;
    let held = 0;
    island.addEventListener("click", () => held++, true);
    send();
    expect(byId("summary").hidden).toBe(true);
    expect(byId("first").hasAttribute("aria-invalid")).toBe(false);
    expect(held).toBe(1);
  });

  it("writes a message as text, never as markup", () => {
    byId("first").setAttribute("data-missing-message", "<img src=x onerror=alert(1)>");
    send();
    expect(document.querySelector("#summary img")).toBeNull();
    expect(items()[0]![0]).toBe("<img src=x onerror=alert(1)>");
  });
});
