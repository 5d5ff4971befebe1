// The responsive sources of car photos (src/shared/photo-srcset.ts), shared by the web app's
// <img srcset> and the server-rendered page head's image preload.
import { describe, expect, it } from "vitest";
import { carMainPhoto, photoVariants, responsivePhoto } from "../src/shared/photo-srcset.js";

const hash = "0123456789abcdef0123456789abcdef";
const full = `/photos/01/${hash}.jpg`;
const thumb = `/photos/01/${hash}_t.jpg`;

describe("photo sources", () => {
  it("finds both stored sizes from either name", () => {
    expect(photoVariants(full)).toEqual({ thumb, full });
    expect(photoVariants(thumb)).toEqual({ thumb, full });
  });

  it("offers thumbnail and full photo on a car page, with its sizes", () => {
    expect(responsivePhoto(thumb, "detail")).toEqual({
      src: full,
      srcSet: `${thumb} 480w, ${full} 1600w`,
      sizes: expect.stringContaining("100vw"),
    });
    expect(responsivePhoto(full, "hero").sizes).toBe("100vw");
  });

  it("offers only the thumbnail in a card", () => {
    expect(responsivePhoto(full, "card")).toMatchObject({ src: thumb, srcSet: `${thumb} 480w` });
  });

  it("uses a photo from elsewhere as it is, without invented variants", () => {
    for (const url of [
      "https://upstream.example.com/upload/car/202401/20240101000000_0.jpg",
      `/photos/01/${hash}.png`,
      `/photos/01/${hash}_t.jpg?x=1`,
      `/photos/zz/${hash}.jpg`,
      `/photos/01/${hash}${"a".repeat(10_000)}.jpg`,
      "/photos/01/../../etc/passwd",
      "\u0000",
      "",
    ]) {
      expect(photoVariants(url), url.slice(0, 40)).toBeNull();
      expect(responsivePhoto(url, "card"), url.slice(0, 40)).toEqual({ src: url });
    }
  });

  it("names a car page's first photo, else its main image, else nothing", () => {
    expect(carMainPhoto({ images: [{ url: full, thumb_url: thumb }], main_image: null })?.src).toBe(full);
    expect(carMainPhoto({ images: [], main_image: thumb })?.srcSet).toContain(`${full} 1600w`);
    expect(carMainPhoto({ images: [], main_image: null })).toBeNull();
  });
});
