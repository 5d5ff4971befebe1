// `npm run db:backup -- FILE [--force]`: a consistent backup of the database the configuration
// names (DATABASE_URL, else the embedded one under DATA_DIR) into FILE; --force overwrites an
// existing FILE. What it does and what it needs: backup.ts and docs/backup.md.
import { runCommand } from "./backup.js";

process.exitCode = await runCommand("backup", process.argv.slice(2));
