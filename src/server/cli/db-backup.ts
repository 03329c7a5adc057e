import { loadConfig } from "../kernel/config.js";
import { runDbBackup } from "./db-backup-command.js";
import { finishCommand } from "./finish-command.js";

/**
 * `npm run db:backup`: see db-backup-command.ts and docs/backup-and-restore.md. It signs nothing,
 * so a missing secret is not created: a refusal (no database) leaves DATA_DIR untouched.
 */
await finishCommand(() => runDbBackup(loadConfig(process.env, { writeSecrets: false })));
