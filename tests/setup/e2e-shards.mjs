// How `npm test` splits the e2e spec files between its Playwright shards (tests/run-all.mjs).
// Playwright's own `--shard` cuts the files in alphabetical runs of equal test counts, which put
// every admin spec in one shard and made it wait for the other
// (docs/decisions/0136-cheaper-test-runs.md). Here each file goes, longest first, to the shard
// with the least work so far, by e2e-file-seconds.json (seconds per file from one measured run;
// a stale figure only makes the split less even, and a file it lacks counts as the median).
import { readFileSync } from "node:fs";

/**
 * `files` (spec file names) in `count` groups of about equal total seconds; every file in exactly
 * one group, each group sorted by name. Deterministic for the same input.
 */
export function splitSpecFiles(files, seconds, count) {
  const known = files.map((file) => seconds[file]).filter((value) => typeof value === "number");
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length ? (sorted[Math.floor(sorted.length / 2)] ?? 1) : 1;
  const weight = (file) => (typeof seconds[file] === "number" ? seconds[file] : median);
  const groups = Array.from({ length: count }, () => ({ files: [], total: 0 }));
  const longestFirst = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = groups.reduce((best, group) => (group.total < best.total ? group : best));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return groups.map((group) => group.files.sort());
}

/** The recorded seconds per spec file (an empty record when the file is missing or unreadable). */
export function recordedSpecSeconds(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return {};
  }
}

/** A Playwright file filter (a regular expression) matching exactly this spec file name. */
export function specFilter(file) {
  return `/${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`;
}
