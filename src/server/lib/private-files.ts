import { chmodSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * DATA_DIR holds the signing key, the database (customers' names, addresses, bookings) and mail
 * with live confirm/cancel links: nothing in it is for other accounts on the machine, so its
 * folders are owner-only and what we write is owner-read/write.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

// Windows has no POSIX modes (chmod only toggles read-only); the folder's ACL decides there.
const posixModes = process.platform !== "win32";

/**
 * Creates `dir` (and missing parents) owner-only. An existing folder of ours with looser modes is
 * tightened: earlier versions created DATA_DIR and the database world-readable. A folder another
 * account owns (a mounted volume) is left as it is, since we could not change it anyway.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (!posixModes) return;
  const stats = statSync(dir);
  if ((stats.mode & 0o077) !== 0 && stats.uid === process.getuid?.()) chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Owner-only modes for everything under `dir`: PGlite creates its files 0666 whatever the umask,
 * so they are tightened after it wrote them (the folder's own 0700 already keeps others out).
 */
export function tightenTree(dir: string): void {
  if (!posixModes) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      chmodSync(path, PRIVATE_DIR_MODE);
      tightenTree(path);
    } else if (entry.isFile()) {
      chmodSync(path, PRIVATE_FILE_MODE);
    }
  }
  chmodSync(dir, PRIVATE_DIR_MODE);
}
