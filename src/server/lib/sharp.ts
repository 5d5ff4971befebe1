import type { Sharp, SharpOptions } from "sharp";

type SharpFactory = (input?: Buffer | string, options?: SharpOptions) => Sharp;
let loaded: Promise<SharpFactory> | undefined;

/**
 * sharp, loaded on first use (libvips costs memory that processes which never touch a photo
 * should not pay), with libvips' operation cache off: every image here is read once (an upload,
 * an import's thumbnail, a PDF's photo, a demo photo), so the cache (up to 50 MB of decoded
 * pixels by default) only kept memory that glibc then held on to (docs/performance.md "An
 * instance's memory").
 */
export function loadSharp(): Promise<SharpFactory> {
  return (loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}
