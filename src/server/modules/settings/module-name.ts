/** "Riviera Chauffeurs" → "riviera-chauffeurs": the direct-link path segment (null when too short). */
export function moduleNameFrom(companyName: string): string | null {
  const slug = companyName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64);
  return slug.length >= 2 ? slug : null;
}

/**
 * First path segments the server itself answers (web/register-web-pages.ts, /api): a module
 * named like one of them would never be reachable at /{name}.
 */
export const RESERVED_MODULE_NAMES: ReadonlySet<string> = new Set([
  "admin",
  "admin-assets",
  "api",
  "assets",
  "auth",
  "booking",
  "demo",
  "docs",
  "error",
  "health",
  "module",
  "static",
  "subscription",
  "widget",
]);

/** The first free name among base, base-2, base-3, … (reserved words skip to -2). */
export function pickModuleName(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base) && !RESERVED_MODULE_NAMES.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** True when `name` was derived from `base` (base itself or base-N): no rename needed. */
export function nameFitsBase(name: string | null, base: string): boolean {
  if (!name) return false;
  return name === base || new RegExp(`^${base}-\\d+$`).test(name);
}
