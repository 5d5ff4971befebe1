// `npm run secrets:rotate [-- --forget-unreadable]`: seals every secret kept in the database again
// under SECRETS_KEY, opened with SECRETS_KEY_OLD, with the service stopped (secrets-rotate.ts;
// docs/security.md "Secrets at rest"). In the image: `node dist/server/secrets-rotate-cli.js`.
import { ConfigError, loadConfig } from "./config.js";
import { PgliteDirInUseError } from "./db/pglite-lock.js";
import { rotateSecretsKey, SecretsRotationError } from "./secrets-rotate.js";

const name = "secrets:rotate";
const argv = process.argv.slice(2);
const unknown = argv.find((a) => a !== "--forget-unreadable");
if (unknown) {
  console.error(`${name}: unknown option ${unknown}; usage: npm run ${name} [-- --forget-unreadable]`);
  process.exitCode = 2;
} else {
  try {
    const outcome = await rotateSecretsKey(loadConfig(), { forget: argv.includes("--forget-unreadable") });
    for (const [label, o] of Object.entries(outcome.byStore)) {
      const parts = [
        o.resealed ? `${o.resealed} sealed again` : "",
        o.sealed ? `${o.sealed} sealed for the first time` : "",
        o.forgotten ? `${o.forgotten} unreadable, cleared` : "",
        o.unreadable > o.forgotten ? `${o.unreadable - o.forgotten} unreadable, left` : "",
      ].filter(Boolean);
      console.log(`${name}: ${label}: ${parts.length ? parts.join(", ") : "nothing to do"}`);
    }
    console.log(
      `${name}: every secret is sealed under key ${outcome.keyId}. Start every instance with this SECRETS_KEY ` +
        "and without SECRETS_KEY_OLD; keep the new key with the backups, stored apart from them.",
    );
  } catch (err) {
    const known =
      err instanceof SecretsRotationError || err instanceof ConfigError || err instanceof PgliteDirInUseError;
    console.error(`${name}: ${known ? (err as Error).message : `failed: ${String((err as Error)?.message ?? err)}`}`);
    process.exitCode = 1;
  }
}
