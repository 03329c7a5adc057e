// The last check of `npm test` (tests/run-all.mjs): a tracked file the suite modified fails it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { changedBetween, trackedChanges } from "./setup/tracked-changes.mjs";

const repositories: string[] = [];

function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), "cb-tracked-"));
  repositories.push(dir);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "ignore" });
  git("init", "-q");
  writeFileSync(join(dir, "results.json"), "{}\n");
  writeFileSync(join(dir, "notes.md"), "mine\n");
  git("add", ".");
  git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "start");
  return dir;
}

afterEach(() => {
  for (const dir of repositories.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("tracked changes made by the suite", () => {
  it("names a tracked file the suite wrote, not the edits made before it nor new files", () => {
    const dir = repository();
    writeFileSync(join(dir, "notes.md"), "my own edit\n");
    const before = trackedChanges(dir);
    writeFileSync(join(dir, "results.json"), '{"runs":[1]}\n');
    writeFileSync(join(dir, "scratch.log"), "untracked\n");
    expect(changedBetween(before, trackedChanges(dir))).toEqual(["results.json"]);
  });

  it("names a file the suite edited again or deleted, and nothing on a clean run", () => {
    const dir = repository();
    writeFileSync(join(dir, "notes.md"), "my own edit\n");
    const before = trackedChanges(dir);
    expect(changedBetween(before, trackedChanges(dir))).toEqual([]);
    writeFileSync(join(dir, "notes.md"), "rewritten by a test\n");
    rmSync(join(dir, "results.json"));
    expect(changedBetween(before, trackedChanges(dir))).toEqual(["notes.md", "results.json"]);
  });
});
