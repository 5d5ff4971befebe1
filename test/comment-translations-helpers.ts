/**
 * A LibreTranslate stand-in on loopback for the comment-translation tests: POST {q, source,
 * target, format, api_key} → {translatedText: "[target] q"}. It counts and keeps every request,
 * can hold answers until released (to look at the page while a job waits), fail the next calls
 * with a status, or answer with whatever a test gives (`answer`).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { pollUntil } from "./patience.js";

export type TranslateRequest = { q: string; source: string; target: string; format: string; api_key?: string };
/** An answer the simulator gives instead of the translation: a status and a raw body; `hang`: none at all. */
export type SimAnswer = { status?: number; body?: string | Buffer; hang?: boolean };

export type TranslateSim = {
  url: string;
  /** Every request received, in order (including failed ones). */
  requests: TranslateRequest[];
  /** Requests for one text (a car's comment). */
  callsFor(q: string): TranslateRequest[];
  /** The next `n` requests answer `status` (503 by default). */
  failNext(n: number, status?: number): void;
  /** Answers are held until release(): requests still arrive and are counted. */
  hold(): void;
  release(): void;
  /** Replaces the normal answer while set (e.g. garbage for one target). */
  answer: ((req: TranslateRequest) => SimAnswer | undefined) | undefined;
  reset(): void;
  close(): Promise<void>;
};

/** The simulator's translation of `q` into `target`. */
export const simTranslation = (q: string, target: string) => `[${target}] ${q}`;

export async function startTranslateSim(): Promise<TranslateSim> {
  const requests: TranslateRequest[] = [];
  let failures: { left: number; status: number } = { left: 0, status: 503 };
  let held: (() => void)[] | undefined;
  const hanging = new Set<http.ServerResponse>();

  const respond = (req: TranslateRequest, res: http.ServerResponse) => {
    if (failures.left > 0) {
      failures.left--;
      res.writeHead(failures.status, { "content-type": "application/json" }).end('{"error":"busy"}');
      return;
    }
    const special = sim.answer?.(req);
    if (special?.hang) {
      hanging.add(res);
      return;
    }
    if (special) {
      res.writeHead(special.status ?? 200, { "content-type": "application/json" }).end(special.body ?? "");
      return;
    }
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ translatedText: simTranslation(req.q, req.target) }));
  };

  const server = http.createServer((request, res) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      let body: TranslateRequest;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as TranslateRequest;
      } catch {
        res.writeHead(400).end('{"error":"bad json"}');
        return;
      }
      requests.push(body);
      if (held) held.push(() => respond(body, res));
      else respond(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const sim: TranslateSim = {
    url: `http://127.0.0.1:${port}/translate`,
    requests,
    callsFor: (q) => requests.filter((r) => r.q === q),
    failNext(n, status = 503) {
      failures = { left: n, status };
    },
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = undefined;
      for (const answer of waiting) answer();
    },
    answer: undefined,
    reset() {
      requests.length = 0;
      failures = { left: 0, status: 503 };
      sim.answer = undefined;
      sim.release();
    },
    async close() {
      sim.release();
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return sim;
}

type Detail = { status: number; body: Record<string, any> };

/** The public car detail as an anonymous visitor reads it, in `lang`. */
export async function publicDetail(app: FastifyInstance, carId: number, lang?: string): Promise<Detail> {
  const res = await app.inject({ method: "GET", url: `/api/cars/${carId}${lang ? `?lang=${lang}` : ""}` });
  return { status: res.statusCode, body: res.json() };
}

/** Waits until the car's detail in `lang` carries the translation `text`; answers the detail. */
export function untilTranslated(app: FastifyInstance, carId: number, lang: string, text: string, ms = 30_000) {
  return pollUntil(
    () => publicDetail(app, carId, lang),
    (d) => d.body.dealer_comment_translation?.text === text,
    { ms, what: `car ${carId} has no ${lang} translation "${text.slice(0, 40)}"` },
  );
}
