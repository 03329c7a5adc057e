// Which installed packages the compiled server needs: the packages its JavaScript imports (or
// resolves a file of), and everything they depend on, as package-lock.json records it. The widget
// and admin are bundles, so their packages (React, Leaflet…) are not among them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const SPECIFIER = String.raw`([@\w.][\w@./-]*)`;
// A package resolved by `require.resolve("…")` counts; `Promise.resolve("…")` is a value.
const IMPORTED = new RegExp(
  String.raw`\bfrom\s*"${SPECIFIER}"|\bimport\(\s*"${SPECIFIER}"\s*\)|(?<!Promise)\.resolve\(\s*"${SPECIFIER}"\s*\)`,
  "g",
);

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`; relative and `node:` → undefined. */
function packageNameOf(specifier) {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("node:"))
    return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

function* javascriptFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* javascriptFiles(path);
    else if (entry.name.endsWith(".js")) yield path;
  }
}

/** The packages the compiled code in `dir` names, each checked against package.json's dependencies. */
export function importedPackages(dir, dependencies) {
  const names = new Set();
  for (const file of javascriptFiles(dir)) {
    for (const match of readFileSync(file, "utf8").matchAll(IMPORTED)) {
      const name = packageNameOf(match[1] ?? match[2] ?? match[3]);
      if (name) names.add(name);
    }
  }
  const builtins = new Set([
    "fs",
    "path",
    "os",
    "crypto",
    "url",
    "util",
    "events",
    "stream",
    "zlib",
    "http",
    "https",
    "net",
  ]);
  const missing = [...names].filter((name) => !builtins.has(name) && !(name in dependencies));
  if (missing.length > 0) {
    throw new Error(
      `The server imports packages that are not production dependencies: ${missing.join(", ")}`,
    );
  }
  return [...names].filter((name) => !builtins.has(name)).sort();
}

/**
 * The lock's package paths (node_modules/a, node_modules/a/node_modules/b) needed by `roots`,
 * resolved as Node resolves them: the nearest node_modules folder up from the requiring package.
 */
export function dependencyClosure(lock, roots) {
  const packages = lock.packages;
  const resolveFrom = (fromPath, name) => {
    let base = fromPath;
    for (;;) {
      const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!base) return undefined;
      const at = base.lastIndexOf("/node_modules/");
      base = at === -1 ? "" : base.slice(0, at);
    }
  };
  const needed = new Set();
  const visit = (path) => {
    if (needed.has(path)) return;
    needed.add(path);
    const entry = packages[path];
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
    ];
    for (const name of names) {
      const found = resolveFrom(path, name);
      // An optional dependency for another platform is in the lock but was never installed.
      if (found) visit(found);
      else if (!(name in (entry.optionalDependencies ?? {}))) {
        throw new Error(`${path} needs ${name}, which package-lock.json does not have`);
      }
    }
  };
  for (const name of roots) {
    const found = resolveFrom("", name);
    if (!found) throw new Error(`${name} is not in package-lock.json`);
    visit(found);
  }
  return [...needed].sort();
}
