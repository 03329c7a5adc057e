import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, SETTING_NAMES } from "./config.js";

const dataDir = () => mkdtempSync(join(tmpdir(), "cb-config-"));
const JWT_SECRET = "x".repeat(32);

/** The error message loadConfig throws for this environment (fails the test when it does not throw). */
function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("gives the embedded defaults with an empty environment", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, host: "127.0.0.1", publicUrl: "http://127.0.0.1:3000" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    // Self-hosted (no Stripe keys): the plan page could only say it takes no subscriptions.
    expect(config.externalLinks.registration).toBe("");
  });

  it("keeps a generated JWT secret in DATA_DIR so tokens survive restarts", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(Buffer.from(first).toString()).toBe(Buffer.from(second).toString());
    expect(readFileSync(join(dir, "jwt-secret"), "utf8").length).toBeGreaterThanOrEqual(32);
  });

  it("keeps a generated place secret of its own in DATA_DIR, so place references survive restarts", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(first.placeSecret).toString()).toBe(Buffer.from(second.placeSecret).toString());
    expect(Buffer.from(first.placeSecret).toString()).not.toBe(Buffer.from(first.jwtSecret).toString());
    expect(readFileSync(join(dir, "place-secret"), "utf8").length).toBeGreaterThanOrEqual(32);
    const set = loadConfig({ DATA_DIR: dataDir(), PLACE_SECRET: "p".repeat(32) });
    expect(Buffer.from(set.placeSecret).toString()).toBe("p".repeat(32));
  });

  it("refuses to start in production without the secrets, PUBLIC_URL and DATABASE_URL, naming each", () => {
    const dir = dataDir();
    const message = configErrorOf({ NODE_ENV: "production", DATA_DIR: dir, JWT_SECRET });
    expect(message.split("\n")).toEqual([
      "Invalid configuration:",
      expect.stringMatching(/^ {2}PLACE_SECRET is required with NODE_ENV=production: /),
      expect.stringMatching(/^ {2}PUBLIC_URL is required with NODE_ENV=production: /),
      expect.stringMatching(/^ {2}DATABASE_URL is required with NODE_ENV=production: /),
    ]);
    // Nothing generated in its place.
    expect(readdirSync(dir)).toEqual([]);
    const complete = {
      NODE_ENV: "production",
      DATA_DIR: dir,
      JWT_SECRET,
      PLACE_SECRET: "p".repeat(32),
      PUBLIC_URL: "https://book.example.com",
      DATABASE_URL: "postgres://app:secret@db:5432/booking",
    };
    expect(loadConfig(complete).env).toBe("production");
    // An empty value is unset, in production too.
    expect(configErrorOf({ ...complete, DATABASE_URL: " " })).toContain("DATABASE_URL is required");
    // Development keeps its defaults.
    expect(loadConfig({ DATA_DIR: dataDir() }).databaseUrl).toBeUndefined();
  });

  it("names every invalid variable", () => {
    const message = configErrorOf({ PORT: "eighty", DATABASE_URL: "mysql://x", DATA_DIR: dataDir() });
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL");
  });

  it("strips a trailing slash from PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://book.example.com/", DATA_DIR: dataDir() }).publicUrl).toBe(
      "https://book.example.com",
    );
  });

  it("offers the monthly plan's page as the registration link once its Stripe price is set", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x", DATA_DIR: dataDir() };
    expect(loadConfig(stripe).externalLinks.registration).toBe("");
    expect(loadConfig({ ...stripe, STRIPE_PRICE_MONTHLY: "price_m" }).externalLinks.registration).toBe(
      "/subscription/monthly",
    );
    expect(
      loadConfig({ ...stripe, STRIPE_PRICE_MONTHLY: "price_m", REGISTRATION_URL: "/subscription/annual" })
        .externalLinks.registration,
    ).toBe("");
    // An outside sign-up page is the operator's business: kept in any mode.
    expect(
      loadConfig({ REGISTRATION_URL: "https://example.com/join", DATA_DIR: dataDir() }).externalLinks
        .registration,
    ).toBe("https://example.com/join");
  });

  it("hides the registration link with REGISTRATION_URL=none", () => {
    expect(loadConfig({ REGISTRATION_URL: "none", DATA_DIR: dataDir() }).externalLinks.registration).toBe("");
  });
});

describe("an empty value means unset", () => {
  it.each(SETTING_NAMES)("%s= (empty or blank) gives the same configuration as no %s", (name) => {
    // DATA_DIR's default is ./data: given secrets keep loadConfig from writing there.
    const base: Record<string, string> =
      name === "DATA_DIR" ? { JWT_SECRET, PLACE_SECRET: JWT_SECRET } : { DATA_DIR: dataDir() };
    const unset = loadConfig(base);
    expect(loadConfig({ ...base, [name]: "" })).toEqual(unset);
    expect(loadConfig({ ...base, [name]: "  " })).toEqual(unset);
  });
});

/** One wrong value per setting that has a form to respect, and the form the message names. */
const invalidValues: [name: string, value: string, expected: string][] = [
  ["NODE_ENV", "staging", 'NODE_ENV must be one of development, production, test, got "staging"'],
  ["PORT", "abc", 'PORT must be an integer from 0 to 65535, got "abc"'],
  ["PORT", "70000", 'PORT must be an integer from 0 to 65535, got "70000"'],
  ["PORT", "80.5", 'PORT must be an integer from 0 to 65535, got "80.5"'],
  [
    "PUBLIC_URL",
    "book.example.com",
    'PUBLIC_URL must be an absolute URL such as https://example.com, got "book.example.com"',
  ],
  [
    "DATABASE_URL",
    "mysql://user:hunter2@db/app",
    "DATABASE_URL must be a postgres:// or postgresql:// URL, got a value of 27 characters",
  ],
  ["JWT_SECRET", "short", "JWT_SECRET must be at least 32 characters, got a value of 5 characters"],
  ["PLACE_SECRET", "short", "PLACE_SECRET must be at least 32 characters, got a value of 5 characters"],
  ["OPERATOR_EMAIL", "nobody", 'OPERATOR_EMAIL must be an e-mail address, got "nobody"'],
  ["GEO_PROVIDER", "nominatim", 'GEO_PROVIDER must be one of offline, osm, google, got "nominatim"'],
  ["OSRM_URL", "nowhere", 'OSRM_URL must be an absolute URL such as https://example.com, got "nowhere"'],
  ["PHOTON_URL", "nowhere", 'PHOTON_URL must be an absolute URL such as https://example.com, got "nowhere"'],
  [
    "NOMINATIM_URL",
    "nowhere",
    'NOMINATIM_URL must be an absolute URL such as https://example.com, got "nowhere"',
  ],
  [
    "GOOGLE_PLACES_URL",
    "nowhere",
    'GOOGLE_PLACES_URL must be an absolute URL such as https://example.com, got "nowhere"',
  ],
  [
    "GOOGLE_ROUTES_URL",
    "nowhere",
    'GOOGLE_ROUTES_URL must be an absolute URL such as https://example.com, got "nowhere"',
  ],
  [
    "STRIPE_API_BASE",
    "nowhere",
    'STRIPE_API_BASE must be an absolute URL such as https://example.com, got "nowhere"',
  ],
  [
    "STRIPE_DASHBOARD_URL",
    "nowhere",
    'STRIPE_DASHBOARD_URL must be an absolute URL such as https://example.com, got "nowhere"',
  ],
  ["SEED_DEMO", "maybe", 'SEED_DEMO must be true or false (or 1/0, yes/no), got "maybe"'],
  ["DEMO_PASSWORD", "short", "DEMO_PASSWORD must be at least 8 characters, got a value of 5 characters"],
  ["TRUST_PROXY", "maybe", 'TRUST_PROXY must be true or false (or 1/0, yes/no), got "maybe"'],
  ["TERMS_URL", "nowhere", 'TERMS_URL must be an absolute URL such as https://example.com, got "nowhere"'],
  [
    "PRIVACY_URL",
    "nowhere",
    'PRIVACY_URL must be an absolute URL such as https://example.com, got "nowhere"',
  ],
  [
    "GOOGLE_TOKEN_ENCRYPTION_KEY",
    "c2hvcnQ=",
    "GOOGLE_TOKEN_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32), got a value of 8 characters",
  ],
  [
    "GOOGLE_CALENDAR_API_URL",
    "nowhere",
    'GOOGLE_CALENDAR_API_URL must be an absolute URL such as https://example.com, got "nowhere"',
  ],
  [
    "MAP_TILE_URL",
    "http://tiles.example.com/{z}/{x}/{y}.png",
    'MAP_TILE_URL must be an https:// tile URL template with {z}, {x} and {y} such as https://tile.openstreetmap.org/{z}/{x}/{y}.png (http:// only on 127.0.0.1 or localhost), got "http://tiles.example.com/{z}/{x}/{y}.png"',
  ],
  ["PUBLIC_RATE_LIMIT", "-1", 'PUBLIC_RATE_LIMIT must be an integer from 0 to 1000000, got "-1"'],
  [
    "LOG_LEVEL",
    "verbose",
    'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
  ],
];

describe("an invalid value names the setting and the form it expects", () => {
  it.each(invalidValues)("%s=%j", (name, value, expected) => {
    const message = configErrorOf({ DATA_DIR: dataDir(), JWT_SECRET, [name]: value });
    expect(message).toContain(expected);
  });

  it("lists only real settings", () => {
    for (const [name] of invalidValues) expect(SETTING_NAMES).toContain(name);
  });

  it("never repeats a secret's value", () => {
    expect(configErrorOf({ DATA_DIR: dataDir(), DATABASE_URL: "mysql://user:hunter2@db/app" })).not.toContain(
      "hunter2",
    );
  });
});

describe("the keyless map's tile server", () => {
  const tilesOf = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir(), JWT_SECRET, ...env }).mapTiles;

  it("is OpenStreetMap's by default, with its credit, and named as an origin for the pages' CSP", () => {
    expect(tilesOf({})).toEqual({
      urlTemplate: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      cspSource: "https://tile.openstreetmap.org",
    });
  });

  it("takes the operator's server, its port, its subdomains and its credit", () => {
    expect(
      tilesOf({
        MAP_TILE_URL: "https://Tiles.Example.com:8443/osm/{z}/{x}/{y}.png?key=public-key",
        MAP_TILE_ATTRIBUTION: "&copy; OpenStreetMap &copy; Example Tiles",
      }),
    ).toEqual({
      urlTemplate: "https://Tiles.Example.com:8443/osm/{z}/{x}/{y}.png?key=public-key",
      attribution: "&copy; OpenStreetMap &copy; Example Tiles",
      cspSource: "https://tiles.example.com:8443",
    });
    // Leaflet's {s} picks one of the server's subdomains: the policy allows them all.
    expect(tilesOf({ MAP_TILE_URL: "https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png" }).cspSource).toBe(
      "https://*.tiles.example.com",
    );
    // A new server keeps OpenStreetMap's credit unless told otherwise: its data is still theirs.
    expect(tilesOf({ MAP_TILE_URL: "https://tiles.example.com/{z}/{x}/{y}.png" }).attribution).toContain(
      "OpenStreetMap",
    );
  });

  it("accepts plain http on this machine only (a fake server in tests and the bench)", () => {
    expect(tilesOf({ MAP_TILE_URL: "http://127.0.0.1:8081/{z}/{x}/{y}.png" }).cspSource).toBe(
      "http://127.0.0.1:8081",
    );
    expect(tilesOf({ MAP_TILE_URL: "http://localhost:8081/{z}/{x}/{y}.png" }).cspSource).toBe(
      "http://localhost:8081",
    );
  });

  it.each([
    ["plain http elsewhere", "http://tiles.example.com/{z}/{x}/{y}.png"],
    ["plain http on a LAN address", "http://192.168.1.10/{z}/{x}/{y}.png"],
    ["another scheme", "ftp://tiles.example.com/{z}/{x}/{y}.png"],
    ["no {z}", "https://tiles.example.com/{x}/{y}.png"],
    ["no {x}", "https://tiles.example.com/{z}/{y}.png"],
    ["no {y}", "https://tiles.example.com/{z}/{x}.png"],
    ["not a URL", "tiles/{z}/{x}/{y}.png"],
    ["credentials every browser would read", "https://user:secret@tiles.example.com/{z}/{x}/{y}.png"],
    ["a placeholder inside the host", "https://tiles-{s}.example.com/{z}/{x}/{y}.png"],
    ["a placeholder as the whole host", "https://{s}/{z}/{x}/{y}.png"],
  ])("refuses %s at start, naming MAP_TILE_URL", (_case, template) => {
    expect(configErrorOf({ DATA_DIR: dataDir(), JWT_SECRET, MAP_TILE_URL: template })).toContain(
      "MAP_TILE_URL must be an https:// tile URL template with {z}, {x} and {y}",
    );
  });
});

describe("Google Calendar settings", () => {
  const KEY = Buffer.alloc(32, 7).toString("base64");

  it("is on only with the client and the encryption key", () => {
    const base = { DATA_DIR: dataDir(), JWT_SECRET };
    const client = { GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "secret" };
    expect(loadConfig(base).googleCalendar).toBeUndefined();
    expect(loadConfig({ ...base, ...client }).googleCalendar).toBeUndefined();
    const on = loadConfig({ ...base, ...client, GOOGLE_TOKEN_ENCRYPTION_KEY: KEY }).googleCalendar;
    expect(on?.encryptionKey.length).toBe(32);
    expect(on?.tokenUrl).toBe("https://oauth2.googleapis.com/token");
  });

  it("refuses half a client, naming both settings", () => {
    const message = configErrorOf({ DATA_DIR: dataDir(), JWT_SECRET, GOOGLE_CLIENT_ID: "id" });
    expect(message).toContain("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET");
  });
});
