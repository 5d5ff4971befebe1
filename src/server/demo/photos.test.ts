import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderDemoPhoto, renderThumbnail } from "./photos.js";
import { demoPhotoSvg } from "./photos-svg.js";

describe("renderDemoPhoto", () => {
  it("renders a JPEG of the default size", async () => {
    const photo = await renderDemoPhoto({ seed: 42, color: "흰색", body: "sedan" });
    expect(photo.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(photo).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1024, height: 683 });
  });

  it("honours a custom size, every body style, and unknown colours", async () => {
    for (const body of ["sedan", "suv", "hatch", "van", "truck"] as const) {
      const photo = await renderDemoPhoto({
        seed: 7,
        width: 640,
        height: 480,
        body,
        color: "무지개색",
      });
      expect(await sharp(photo).metadata()).toMatchObject({ format: "jpeg", width: 640, height: 480 });
    }
  });

  it("draws no text: a baked-in English model name was cut off in the phone hero", () => {
    for (let seed = 0; seed < 20; seed++) {
      const svg = demoPhotoSvg({ seed, width: 1024, height: 683 });
      expect(svg).not.toMatch(/<text|<tspan/);
    }
  });

  it("is deterministic per seed and differs between colours", async () => {
    const a = await renderDemoPhoto({ seed: 3, color: "검정색" });
    const b = await renderDemoPhoto({ seed: 3, color: "검정색" });
    const c = await renderDemoPhoto({ seed: 3, color: "빨간색" });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });
});

describe("renderThumbnail", () => {
  it("makes a 400 px wide JPEG, keeping the aspect ratio", async () => {
    const photo = await renderDemoPhoto({ seed: 1 });
    const thumb = await renderThumbnail(photo);
    const meta = await sharp(thumb).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 400 });
    expect(meta.height).toBe(Math.round((400 * 683) / 1024));
    expect(thumb.length).toBeLessThan(photo.length);
  });
});
