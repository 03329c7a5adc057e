import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository root, found by walking up to package.json. The server runs both from
 * TypeScript sources (tests) and from dist/node (production), so paths to migrations,
 * built assets and the demo page are resolved from here rather than from __dirname.
 */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("package.json not found above the server code");
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
