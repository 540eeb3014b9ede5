import { describe, expect, it } from "vitest";
import { addressLines, mapQuery } from "./address";
import { site } from "@/content/read/site";

describe("postal address", () => {
  it("writes the address as street, city line and the country's name", () => {
    expect(addressLines(site.address, "en")).toEqual([
      site.address.street,
      `${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
      "India",
    ]);
  });

  it("searches the map for the hotel's name and address", () => {
    expect(mapQuery("Hotel X", { ...site.address, street: "1 MG Road" }, "en")).toBe(
      `Hotel X, 1 MG Road, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, India`,
    );
  });
});
