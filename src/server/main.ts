import { ConfigError, loadConfig } from "./config.js";
import { EnvironmentMismatchError } from "./db/environment-mark.js";
import { startDevelopmentExtras } from "./dev-extras.js";
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
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await extras.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  // A refusal says what to do; a stack trace would only bury it.
  console.error("start-up failed:", err instanceof EnvironmentMismatchError ? err.message : err);
  process.exit(1);
});
