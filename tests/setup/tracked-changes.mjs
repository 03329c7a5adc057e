// `npm test` must leave the tree as it found it: this notes the state of every tracked file that
// differs from the commit before the suite runs, and names the tracked files whose state the suite
// changed (a contributor's own edits, made before, are not the suite's).
import { execFileSync } from "node:child_process";

/**
 * The tracked files that differ from HEAD, each with its content's hash ("deleted" when gone).
 * @param {string} root the repository
 * @returns {Map<string, string>}
 */
export function trackedChanges(root) {
  const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
  const paths = git("diff", "HEAD", "--name-only", "-z").split("\0").filter(Boolean);
  const state = new Map();
  for (const path of paths) {
    let hash = "deleted";
    try {
      hash = git("hash-object", "--", path).trim();
    } catch {
      // deleted from the work tree
    }
    state.set(path, hash);
  }
  return state;
}

/**
 * The files whose state differs between two snapshots of `trackedChanges`.
 * @param {Map<string, string>} before
 * @param {Map<string, string>} after
 * @returns {string[]}
 */
export function changedBetween(before, after) {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}
