import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations
import { inputsHash } from "./build-web.mjs";

// `npm start` skips `vite build` while this hash is unchanged: it must change with every
// input of the build and with nothing else.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kcar-build-hash-"));
  dirs.push(root);
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write("src/web/app/main.tsx", "export const a = 1;");
  write("src/shared/cc.ts", "export const cc = 1;");
  write("src/server/main.ts", "server");
  write("index.html", "<div id=root></div>");
  write("vite.config.ts", "export default {}");
  write("package-lock.json", "{}");
  return root;
}

describe("the web build's input hash", () => {
  it("is stable, and changes with web, shared, page, config and lock file edits", () => {
    const root = project();
    const base: string = inputsHash(root);
    expect(inputsHash(root)).toBe(base);
    for (const rel of [
      "src/web/app/main.tsx",
      "src/shared/cc.ts",
      "index.html",
      "vite.config.ts",
      "package-lock.json",
    ]) {
      const file = path.join(root, rel);
      const before = fs.readFileSync(file);
      fs.appendFileSync(file, "\n// edited");
      expect(inputsHash(root), rel).not.toBe(base);
      fs.writeFileSync(file, before);
      expect(inputsHash(root)).toBe(base);
    }
  });

  it("changes when a web file is added or renamed, not when server code changes", () => {
    const root = project();
    const base: string = inputsHash(root);
    fs.writeFileSync(path.join(root, "src/server/main.ts"), "changed");
    expect(inputsHash(root)).toBe(base);
    fs.renameSync(path.join(root, "src/web/app/main.tsx"), path.join(root, "src/web/app/entry.tsx"));
    expect(inputsHash(root)).not.toBe(base);
    fs.writeFileSync(path.join(root, "src/web/app/new.css"), "");
    const withNew = inputsHash(root);
    fs.rmSync(path.join(root, "src/web/app/new.css"));
    expect(inputsHash(root)).not.toBe(withNew);
  });
});
