import { loadConfig } from "../kernel/config.js";
import { runDbBackup } from "./db-backup-command.js";
import { finishCommand } from "./finish-command.js";

/** `npm run db:backup`: see db-backup-command.ts and docs/backup-and-restore.md. */
await finishCommand(() => runDbBackup(loadConfig()));
