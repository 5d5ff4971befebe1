import { createHash } from "node:crypto";

/**
 * What production insists on (config.ts productionProblems), for the benchmarks that run the app
 * as production does on their own databases. Nothing here sends mail. The secrets key is the same
 * in every run, so an instance started again can still open what an earlier one sealed in the
 * bench database; it seals nothing real.
 */
export const BENCH_PRODUCTION_ENV = {
  APP_ENV: "production",
  SMTP_URL: "smtp://127.0.0.1:9",
  PUBLIC_BASE_URL: "https://bench.invalid",
  SECRETS_KEY: createHash("sha256").update("kcar-marketplace bench databases").digest("hex"),
} as const;
