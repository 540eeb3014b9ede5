import { describe, expect, it } from "vitest";
import { isAppleMessages, smsUrl } from "./sms";

const android =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const ipad =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";

describe("SMS link", () => {
  it("puts the body after '?' on Android", () => {
    expect(smsUrl("+91 90000 00000", "Hello", android)).toBe("sms:+919000000000?body=Hello");
  });

  it("puts the body after '&' on an iPhone and on an iPad that says Macintosh", () => {
    expect(smsUrl("+91 90000 00000", "Hello", iphone)).toBe("sms:+919000000000&body=Hello");
    expect(isAppleMessages(ipad)).toBe(true);
  });

  it("encodes line breaks, '&', '?', '#' and Hindi so the whole text arrives", () => {
    const text = "*नई बुकिंग पूछताछ*\n\nName: A & B?\n#1";
    const url = smsUrl("919000000000", text, android);
    expect(url).not.toMatch(/[\n#]/);
    expect(decodeURIComponent(url.split("?body=")[1]!)).toBe(text);
  });
});
