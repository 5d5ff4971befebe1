// `npm run db:restore -- FILE [--force]`: loads a db:backup file into the database the
// configuration names, which must be empty; --force saves (PostgreSQL) or moves aside (PGlite)
// what it holds first. Stop the server before: docs/backup.md.
import { runCommand } from "./backup.js";

process.exitCode = await runCommand("restore", process.argv.slice(2));
