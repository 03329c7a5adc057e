import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The option icons offered to owners (an option's icon is a key of this set):
 * travel-related icons of Lucide (lucide-static, ISC licence). The key is Lucide's own icon name,
 * so a stored key stays meaningful if the set grows.
 */
export const OPTION_ICON_KEYS = [
  "car",
  "car-front",
  "car-taxi-front",
  "bus",
  "bike",
  "plane",
  "plane-takeoff",
  "plane-landing",
  "train-front",
  "ship",
  "luggage",
  "baggage-claim",
  "briefcase",
  "shopping-bag",
  "package",
  "baby",
  "dog",
  "accessibility",
  "users",
  "wifi",
  "usb",
  "battery-charging",
  "coffee",
  "cup-soda",
  "glass-water",
  "wine",
  "snowflake",
  "armchair",
  "newspaper",
  "music",
  "cigarette-off",
  "flower",
  "gift",
  "umbrella",
  "map-pin",
  "route",
  "clock",
  "hotel",
] as const;

let cache: Readonly<Record<string, string>> | undefined;

/** The folder of lucide-static's SVG files, wherever npm placed the package. */
function iconsDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("lucide-static/package.json")), "icons");
}

/** One SVG file as markup to inline: licence comment dropped, whitespace collapsed. */
export function compactSvg(source: string): string {
  return source
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\s*\n\s*/g, " ")
    .replace(/\s+(\/?>)/g, "$1")
    .replace(/>\s+</g, "><")
    .trim();
}

/**
 * Icon key → SVG markup, read once from the package's files (a missing file fails the start
 * loudly, which a test catches after an upgrade of the package).
 */
export function optionIcons(): Readonly<Record<string, string>> {
  if (!cache) {
    const dir = iconsDir();
    cache = Object.freeze(
      Object.fromEntries(
        OPTION_ICON_KEYS.map((key) => [key, compactSvg(readFileSync(join(dir, `${key}.svg`), "utf8"))]),
      ),
    );
  }
  return cache;
}
