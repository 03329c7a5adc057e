// `npm run release [-- --out DIR]`: the server as a folder anyone can run, and its tarball. Built
// on top of `npm run build`'s output (built first if stale): the compiled server, the widget and
// admin bundles, the demo page, the migrations, package.json and the production packages the
// server imports — no sources, tests or build tools. It starts with `node server.js` from any
// directory and writes only to DATA_DIR (docs/decisions/0076-release-and-containers.md).
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, join, relative } from "node:path";
import { parseArgs } from "node:util";
import { root } from "./build-stamp.mjs";
import { dependencyClosure, importedPackages } from "./release/production-dependencies.mjs";

/** The gzipped tarball may not exceed this; raising it is a decision, not a side effect. */
export const TARBALL_BUDGET_BYTES = 32 * 1024 * 1024;

/** Files of installed packages the server never reads: maps, type declarations, change logs. */
const NEVER_NEEDED = /\.(map|d\.ts|d\.mts|d\.cts|tsbuildinfo)$|(^|\/)(CHANGELOG|HISTORY)(\.md)?$/i;
/** Packages of which the server reads a part only (src/server/lib/icons.ts reads icons/*.svg). */
const ONLY_PARTS = { "lucide-static": ["package.json", "LICENSE", "icons"] };

const ENTRY = `// Starts the server: node server.js (configuration from the environment, docs/deploy.md).
import "./dist/node/src/server/main.js";
`;

function ensureBuild() {
  const result = spawnSync(process.execPath, [join(root, "scripts", "ensure-build.mjs")], {
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("the build failed; no release");
}

/** Copies `from` to `to`, leaving out what `keep(relativePath)` refuses. */
function copy(from, to, keep = () => true) {
  cpSync(from, to, {
    recursive: true,
    filter: (source) => keep(relative(from, source).replaceAll("\\", "/")),
  });
}

function copyPackages(release, packagePaths) {
  for (const path of packagePaths) {
    const name = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
    const parts = ONLY_PARTS[name];
    copy(join(root, path), join(release, path), (rel) => {
      if (rel === "") return true;
      // Nested packages are copied as packages of their own when needed.
      if (rel === "node_modules" || rel.startsWith("node_modules/")) return false;
      if (parts && !parts.some((part) => rel === part || rel.startsWith(`${part}/`))) return false;
      return !NEVER_NEEDED.test(rel);
    });
  }
}

/** The release's package.json: what it is and what it runs on, nothing to build or test with. */
function releaseManifest(manifest, packages) {
  return {
    name: manifest.name,
    version: manifest.version,
    private: true,
    description: manifest.description,
    license: manifest.license,
    type: "module",
    engines: manifest.engines,
    main: "server.js",
    scripts: { start: "node server.js" },
    dependencies: Object.fromEntries(packages.map((name) => [name, manifest.dependencies[name]])),
  };
}

function sizeOf(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Builds the release folder and tarball in `outDir`; answers their paths and sizes. */
export function buildRelease(outDir = join(root, "release")) {
  ensureBuild();
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));
  const name = `${manifest.name}-${manifest.version}`;
  const release = join(outDir, name);
  rmSync(release, { recursive: true, force: true });
  mkdirSync(release, { recursive: true });

  const dist = join(root, "dist");
  // Source maps carry the sources: a release has none.
  const noMaps = (rel) => !/\.map(\.(br|gz))?$/.test(rel);
  copy(join(dist, "node"), join(release, "dist", "node"), noMaps);
  copy(join(dist, "widget"), join(release, "dist", "widget"), noMaps);
  copy(join(dist, "admin"), join(release, "dist", "admin"), noMaps);
  copy(join(root, "demo"), join(release, "demo"));
  copy(
    join(root, "src/server/db/migrations"),
    join(release, "src/server/db/migrations"),
    (rel) => rel === "" || rel.endsWith(".sql"),
  );
  const packages = importedPackages(join(dist, "node"), manifest.dependencies);
  copyPackages(release, dependencyClosure(lock, packages));
  writeFileSync(
    join(release, "package.json"),
    `${JSON.stringify(releaseManifest(manifest, packages), null, 2)}\n`,
  );
  writeFileSync(join(release, "server.js"), ENTRY);
  // Readable by the unprivileged user that runs it, writable by nobody but its owner.
  spawnSync("chmod", ["-R", "u=rwX,go=rX", release]);
  chmodSync(outDir, 0o755);

  const tarball = join(outDir, `${name}.tar.gz`);
  const tar = spawnSync("tar", ["-czf", tarball, "--owner=0", "--group=0", "-C", outDir, basename(release)], {
    stdio: "inherit",
  });
  if (tar.status !== 0) throw new Error("tar failed");
  const result = { release, tarball, folderBytes: sizeOf(release), tarballBytes: statSync(tarball).size };
  console.log(
    `[release] ${release}: ${megabytes(result.folderBytes)}, ` +
      `${basename(tarball)}: ${megabytes(result.tarballBytes)} (budget ${megabytes(TARBALL_BUDGET_BYTES)})`,
  );
  if (result.tarballBytes > TARBALL_BUDGET_BYTES) {
    throw new Error(
      `the tarball is over its budget: ${megabytes(result.tarballBytes)} > ${megabytes(TARBALL_BUDGET_BYTES)}`,
    );
  }
  return result;
}

const isMain = process.argv[1] && import.meta.filename === process.argv[1];
if (isMain) {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  try {
    buildRelease(values.out);
  } catch (error) {
    console.error(`[release] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
