import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { startDevelopmentExtras } from "./dev-extras.js";

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
  const app = await buildApp(extras.config);
  await app.ready();
  await extras.afterReady(app);
  await app.listen({ port: config.port, host: config.host });

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

void main();
