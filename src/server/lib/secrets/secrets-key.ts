import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SECRETS_KEY_BYTES, SecretBox } from "./secret-box.js";

/** The file under DATA_DIR that holds the key generated when SECRETS_KEY is unset (not in production). */
export const SECRETS_KEY_FILE = "secrets.key";

/** The 32 bytes a key written as hex or base64 stands for. */
export function parseSecretsKey(text: string): Buffer {
  const value = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, "hex")
    : Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (bytes.length !== SECRETS_KEY_BYTES) throw new Error(`a secrets key must be ${SECRETS_KEY_BYTES} bytes`);
  return bytes;
}

export type SecretsKeySource = "SECRETS_KEY" | "generated" | "file" | "memory";

/**
 * The key from SECRETS_KEY, or (outside production, which refuses to start without it: config.ts)
 * the key kept in DATA_DIR/secrets.key, generated there the first time. Instances that start
 * together on one DATA_DIR all read the one file that won: it is written aside and linked into
 * place, which fails for every writer but the first. With DATA_DIR=memory:// (tests) nothing
 * outlives the process, so neither does the key.
 */
/** The part of the configuration the key comes from (config.ts). */
export type SecretsKeyConfig = { secretsKey?: string; secretsKeyOld?: string; dataDir: string; appEnv: string };

export function loadSecretsKey(config: SecretsKeyConfig): {
  key: Buffer;
  source: SecretsKeySource;
  file?: string;
} {
  if (config.secretsKey) return { key: parseSecretsKey(config.secretsKey), source: "SECRETS_KEY" };
  if (config.appEnv === "production") throw new Error("SECRETS_KEY must be set with APP_ENV=production");
  if (config.dataDir === "memory://") return { key: crypto.randomBytes(SECRETS_KEY_BYTES), source: "memory" };
  const file = path.resolve(config.dataDir, SECRETS_KEY_FILE);
  if (fs.existsSync(file)) return { key: readKeyFile(file), source: "file", file };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(partial, `${crypto.randomBytes(SECRETS_KEY_BYTES).toString("hex")}\n`, { mode: 0o600 });
  let source: SecretsKeySource = "generated";
  try {
    fs.linkSync(partial, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    source = "file";
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { key: readKeyFile(file), source, file };
}

function readKeyFile(file: string): Buffer {
  try {
    return parseSecretsKey(fs.readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`${file} does not hold a secrets key (64 hex digits): ${(err as Error).message}`, { cause: err });
  }
}

/** The app's box: seals under the current key, opens with it and with SECRETS_KEY_OLD when set. */
export function openSecretBox(config: SecretsKeyConfig) {
  const loaded = loadSecretsKey(config);
  const old = config.secretsKeyOld ? [parseSecretsKey(config.secretsKeyOld)] : [];
  return { box: new SecretBox(loaded.key, old), source: loaded.source, file: loaded.file };
}
