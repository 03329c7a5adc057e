// How long a full build takes (`npm run build`, what a first `npm start` waits for): its wall time
// and CPU time, with each step's own time as the build prints it. Printed and recorded, never a
// budget: build time depends on the machine far more than on the code
// (docs/decisions/0092-build-seconds-in-the-bench.md).
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's times (100 on nearly every Linux). */
function clockTicks() {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
}

/**
 * CPU seconds (user + system) of this process's finished children and of everything they waited
 * for in turn (Linux's cutime and cstime), or null where /proc is missing.
 */
function childrenCpuSeconds(ticks) {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    // The fields after the command's closing parenthesis; cutime and cstime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[13]) + Number(fields[14])) / ticks;
  } catch {
    return null;
  }
}

/** "[build] widget built in 12.3 s" → ["widget", 12.3], for each step the build reports. */
function stepSeconds(output) {
  const steps = {};
  for (const match of output.matchAll(/^\[build\] (\S+) built in ([\d.]+) s$/gm)) {
    steps[match[1]] = Number(match[2]);
  }
  return steps;
}

const round1 = (value) => Math.round(value * 10) / 10;

export default {
  name: "build-time",
  async run({ root }) {
    const ticks = clockTicks();
    const cpuBefore = childrenCpuSeconds(ticks);
    const started = process.hrtime.bigint();
    const build = spawnSync(process.execPath, ["scripts/build.mjs"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const wallSeconds = round1(Number(process.hrtime.bigint() - started) / 1e9);
    const cpuAfter = childrenCpuSeconds(ticks);
    if (build.status !== 0) {
      process.stdout.write(build.stdout ?? "");
      process.stderr.write(build.stderr ?? "");
      throw new Error(`the build failed (exit code ${build.status})`);
    }
    const cpuSeconds = cpuBefore === null || cpuAfter === null ? null : round1(cpuAfter - cpuBefore);
    const steps = stepSeconds(build.stdout);
    const rows = [
      ["full build, wall", `${wallSeconds} s`],
      ["full build, CPU (user + system)", cpuSeconds === null ? "n/a" : `${cpuSeconds} s`],
      ...Object.entries(steps).map(([step, seconds]) => [`${step} step, wall`, `${seconds} s`]),
    ];
    return { results: { wallSeconds, cpuSeconds, stepSeconds: steps }, rows, failures: [] };
  },
};
