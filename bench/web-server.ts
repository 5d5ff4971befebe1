/**
 * `npm start` for the browser benchmarks (web.ts, interactions.ts): the marketplace with demo data
 * on its own DATA_DIR and port, started in its own process group so that stopping it stops the
 * server under npm too.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface BenchServer {
  base: string;
  stop: () => void;
}

async function waitReady(base: string, server?: ChildProcess) {
  const deadline = Date.now() + 10 * 60_000; // the first start builds the web app and seeds demo data
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not become ready in 10 minutes");
}

/** The server at `externalUrl`, or a new `npm start` on `port` with `dataDir`; ready when this resolves. */
export async function startBenchServer(options: {
  externalUrl?: string;
  port: number;
  dataDir: string;
}): Promise<BenchServer> {
  const base = options.externalUrl ?? `http://127.0.0.1:${options.port}`;
  const server = options.externalUrl
    ? undefined
    : spawn("npm", ["start"], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(options.port),
          HOST: "127.0.0.1",
          DATA_DIR: options.dataDir,
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "inherit", "inherit"],
        detached: true,
      });
  const stop = () => {
    if (server?.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    await waitReady(base, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/** The id of the first car of the list (the car page the benchmarks open). */
export async function firstCarId(base: string): Promise<number | undefined> {
  const list = (await (await fetch(`${base}/api/cars?page_size=1`)).json()) as { items: { id: number }[] };
  return list.items[0]?.id;
}
