// `npm run demo:accounts`: new passwords for the demo admin and buyer, printed here, for
// whoever missed the one-time print of the first start. With the embedded database
// (no DATABASE_URL) stop `npm start` first: PGlite allows one process per data folder.
import { ConfigError, loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { EnvironmentMismatchError } from "../db/environment-mark.js";
import { formatDemoAccounts, resetDemoUsers } from "./users.js";

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
  if (config.appEnv === "production") {
    console.error("Refusing to create demo accounts with APP_ENV=production.");
    process.exit(1);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    environment: config.appEnv,
  });
  try {
    const accounts = await resetDemoUsers({ db: database.db });
    console.log(formatDemoAccounts("Demo accounts (new passwords):", accounts));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof EnvironmentMismatchError ? err.message : err);
  process.exit(1);
});
