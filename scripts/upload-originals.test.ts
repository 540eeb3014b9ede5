import { describe, expect, it } from "vitest";
import { unnamedOriginals } from "./upload-originals";

describe("the originals of uploaded photos in a build", () => {
  const files = [
    "_astro/lobby.DvQZncDg.jpg",
    "_astro/lobby.DvQZncDg_2dMJno.jpg",
    "_astro/lobby.DvQZncDg_1kInNN.avif",
    "_astro/hall.Bx12_ab-.png",
    "_astro/Booking.C0ffee12.js",
    "rooms.html",
  ];

  it("are removed when no built file names them, while the copies made of them stay", () => {
    const pages = ['<img src="/_astro/lobby.DvQZncDg_2dMJno.jpg" srcset="/_astro/lobby.DvQZncDg_1kInNN.avif 480w">'];
    expect(unnamedOriginals(files, pages)).toEqual(["_astro/lobby.DvQZncDg.jpg", "_astro/hall.Bx12_ab-.png"]);
  });
  it("stay when a page, a script or a style names them", () => {
    expect(unnamedOriginals(files, ['{"src":"/_astro/lobby.DvQZncDg.jpg"}', "url(/_astro/hall.Bx12_ab-.png)"])).toEqual(
      [],
    );
  });
});
