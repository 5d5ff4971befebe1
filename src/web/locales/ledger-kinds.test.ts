import { describe, expect, it } from "vitest";
import { LEDGER_KINDS } from "../../shared/ledger-kinds";

const files = import.meta.glob<{ credits: { kinds: Record<string, string> } }>("./*/account.json", {
  eager: true,
  import: "default",
});

// The server's source text (not executed here): where it moves CC, which kinds it writes.
const serverSources = import.meta.glob<string>(["../../server/**/*.ts", "!../../server/**/*.test.ts"], {
  eager: true,
  query: "?raw",
  import: "default",
});

/** Every `kind: "..."` written inside an `applyLedgerEntry(tx, {...})` call in the server code. */
function kindsWrittenByServer(): Set<string> {
  const kinds = new Set<string>();
  for (const source of Object.values(serverSources)) {
    for (const call of source.matchAll(/applyLedgerEntry\(\s*\w+,\s*\{([^}]*)\}/g)) {
      const kind = /kind:\s*"([^"]+)"/.exec(call[1]);
      if (kind) kinds.add(kind[1]);
    }
  }
  return kinds;
}

describe("CC ledger kinds", () => {
  it("the shared list holds every kind the server code writes", () => {
    const written = kindsWrittenByServer();
    expect(written.size).toBeGreaterThanOrEqual(5);
    for (const kind of written) expect(LEDGER_KINDS, kind).toContain(kind);
  });

  for (const [file, content] of Object.entries(files)) {
    it(`every kind has a label in ${file}`, () => {
      const labels = content.credits.kinds;
      const missing = LEDGER_KINDS.filter((kind) => !labels[kind]?.trim());
      expect(missing).toEqual([]);
    });
  }

  it("labels exist for all four languages", () => {
    expect(Object.keys(files).sort()).toEqual([
      "./en/account.json",
      "./ko/account.json",
      "./mn/account.json",
      "./ru/account.json",
    ]);
  });
});
