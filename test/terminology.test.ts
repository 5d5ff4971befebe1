// One word for one thing across the site, its emails and its PDF (issue 27): Korean says 청구서 for
// "invoice" (never also 송장), and the Russian "featured" badge does not sound like "recommended
// to me" (the cars an administrator picked for the buyer).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const here = path.join(path.dirname(new URL(import.meta.url).pathname), "../src/web/locales");
const texts = (lang: string) =>
  fs
    .readdirSync(path.join(here, lang))
    .map((f) => fs.readFileSync(path.join(here, lang, f), "utf8"))
    .join("\n");
const server = (rel: string) => fs.readFileSync(path.join(here, "../../server/modules", rel), "utf8");

describe("terminology", () => {
  it("Korean names an invoice 청구서 on the site, in notifications and on the PDF", () => {
    for (const source of [
      texts("ko"),
      server("orders/invoice-labels.ts"),
      server("notifications/templates/deals.ts"),
    ]) {
      expect(source).not.toContain("송장");
    }
    expect(texts("ko")).toContain("청구서");
  });

  it("the Russian featured badge shares no word with 'Рекомендованы мне'", () => {
    const featured = (JSON.parse(fs.readFileSync(path.join(here, "ru/cars.json"), "utf8")) as { featured: string })
      .featured;
    expect(featured.toLowerCase()).not.toMatch(/рекоменд/);
  });
});
