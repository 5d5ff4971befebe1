import { ConfigError, loadConfig } from "./config.js";
import { EnvironmentMismatchError } from "./db/environment-mark.js";
import { SecretsKeyMismatchError } from "./lib/secrets/sealed-store.js";
import { startDevelopmentExtras } from "./dev-extras.js";
import { shutdownGracefully } from "./plugins/lifecycle.js";
import { startServer } from "./start.js";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const extras = await startDevelopmentExtras(config);
  const app = await startServer(extras.config, { steps: extras.steps });

  let closing = false;
  // In the order a load balancer expects (plugins/lifecycle.ts): report unready, keep serving
  // for SHUTDOWN_DELAY_SECONDS, stop accepting connections, let requests in flight finish,
  // then stop the job queue and close the database.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const delay = signal === "SIGINT" ? 0 : extras.config.shutdownDelaySeconds;
    app.log.info({ signal, delaySeconds: delay }, "shutting down");
    // A request that never ends must not keep the process from stopping.
    setTimeout(
      () => {
        app.log.error("shutdown took longer than 30 s; exiting");
        process.exit(1);
      },
      (delay + 30) * 1000,
    ).unref();
    await shutdownGracefully(app, delay * 1000);
    await extras.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  // A refusal says what to do; a stack trace would only bury it.
  const refusal = err instanceof EnvironmentMismatchError || err instanceof SecretsKeyMismatchError;
  console.error("start-up failed:", refusal ? err.message : err);
  process.exit(1);
});
