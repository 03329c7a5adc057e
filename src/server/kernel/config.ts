import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { OPENSTREETMAP_TILES } from "../../contract/map-tiles.js";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../lib/private-files.js";
import { tileServerSource } from "./map-tile-server.js";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Signs the place references of address search (docs/decisions/0044-signed-place-references.md). */
  PLACE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Chauffeur Booking <no-reply@chauffeur.invalid>"),
  OPERATOR_EMAIL: z.email().optional(),
  /** SMS reminders through Twilio's Messages API (docs/decisions/0113); all three or none. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/)
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** The sender: an E.164 number, or a Messaging Service SID (MG…). */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/)
    .optional(),
  /** Another Twilio API base (tests point it at a fake server on 127.0.0.1). */
  TWILIO_API_BASE: z.url().default("https://api.twilio.com"),
  GEO_PROVIDER: z.enum(["offline", "osm", "google"]).default("offline"),
  OSRM_URL: z.url().optional(),
  PHOTON_URL: z.url().optional(),
  NOMINATIM_URL: z.url().optional(),
  /** Google Places (New) and Routes API bases; overridden by tests to reach a fake server. */
  GOOGLE_PLACES_URL: z.url().default("https://places.googleapis.com"),
  GOOGLE_ROUTES_URL: z.url().default("https://routes.googleapis.com"),
  /** Google Geocoding API base: reverse geocoding of a map pin, and the owner's key check on save; overridden by tests. */
  GOOGLE_GEOCODING_URL: z.url().default("https://maps.googleapis.com"),
  /** The keyless maps' tile server (widget, admin zone map), a Leaflet URL template (docs/decisions/0068-configurable-map-tiles.md). */
  MAP_TILE_URL: z
    .string()
    .refine((template) => tileServerSource(template) !== undefined)
    .default(OPENSTREETMAP_TILES.urlTemplate),
  /** The credit the tile server's data asks for, HTML shown in the map's corner. */
  MAP_TILE_ATTRIBUTION: z.string().default(OPENSTREETMAP_TILES.attribution),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** One or more signing secrets, comma-separated (the platform's endpoint and its Connect endpoint). */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_CONNECT_CLIENT_ID: z.string().optional(),
  /** Another Stripe API base (tests point it at a fake server on 127.0.0.1); unset → Stripe's own. */
  STRIPE_API_BASE: z.url().optional(),
  /** Where an owner manages a connected (Standard) account once it is active. */
  STRIPE_DASHBOARD_URL: z.url().default("https://dashboard.stripe.com/"),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_ANNUAL: z.string().min(1).optional(),
  STRIPE_PRICE_LIFETIME: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** 32 random bytes in base64: encrypts the owners' Google refresh tokens at rest. */
  GOOGLE_TOKEN_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, "base64").length === 32 && /^[A-Za-z0-9+/]+=*$/.test(value))
    .optional(),
  /** Google's OAuth and Calendar addresses; overridden by tests to reach a fake Google. */
  GOOGLE_OAUTH_AUTH_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_OAUTH_REVOKE_URL: z.url().default("https://oauth2.googleapis.com/revoke"),
  GOOGLE_CALENDAR_API_URL: z.url().default("https://www.googleapis.com/"),
  SEED_DEMO: booleanFromEnv.optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  /** The language the demo module is written in when it is seeded (decision 0081). */
  DEMO_LANGUAGE: z.enum(["fr", "en", "es"]).default("fr"),
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Webhooks may reach 127.0.0.0/8 and ::1, over http too (tests' receivers; never in production). */
  WEBHOOK_ALLOW_LOOPBACK: booleanFromEnv.default(false),
  /** "none" hides the link: an empty value means unset (the default link), as for every setting. */
  REGISTRATION_URL: z.string().min(1).default("/subscription/monthly"),
  TERMS_URL: z.url().optional(),
  PRIVACY_URL: z.url().optional(),
  /** Asks robots to index nothing (a staging or private install). */
  ROBOTS_DISALLOW_ALL: booleanFromEnv.default(false),
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(60),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Where the embedded PGlite runs: its own thread (default) or the event loop's (docs/decisions/0067). */
  EMBEDDED_DATABASE_THREAD: z.enum(["worker", "main"]).default("worker"),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Public discount checks per minute and client address (a module takes 10×); 0 = no limit. */
  DISCOUNT_CHECK_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(10),
  /** Admin API requests per minute and owner API key (decision 0120); 0 = no limit. */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(120),
  /** Mail an owner can trigger, per hour: shares, contact messages, to one recipient, in all. */
  MAIL_SHARE_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(20),
  MAIL_CONTACT_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(5),
  MAIL_RECIPIENT_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(3),
  MAIL_OWNER_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(30),
  CATALOGUE_CACHE_SIZE: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Turns GET /metrics on, on the application's port, for this bearer token (docs/operations.md#metrics). */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Serves GET /metrics, without a token, on this port of METRICS_HOST. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
});

export type Environment = z.infer<typeof environmentSchema>;

/** Twilio's credentials and sender, and the API base (Twilio's own unless a test's fake). */
export interface SmsConfig {
  provider: "twilio";
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
}

/** The SMS channel is on only with all three of the account, its token and the sender. */
function smsConfig(env: Environment): SmsConfig | undefined {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  if (!accountSid || !authToken || !from) return undefined;
  return { provider: "twilio", accountSid, authToken, from, apiBase: env.TWILIO_API_BASE };
}
type SettingName = keyof typeof environmentSchema.shape;

/** Every setting the environment can give (all optional); tests check each one. */
export const SETTING_NAMES = Object.keys(environmentSchema.shape) as SettingName[];

const URL_FORM = "an absolute URL such as https://example.com";
const BOOLEAN_FORM = "true or false (or 1/0, yes/no)";

/** The form each setting accepts, for the message that refuses a wrong value. */
const EXPECTED_FORM: Record<SettingName, string> = {
  NODE_ENV: "one of development, production, test",
  PORT: "an integer from 0 to 65535",
  HOST: "a host name or address",
  PUBLIC_URL: URL_FORM,
  DATA_DIR: "a directory path",
  DATABASE_URL: "a postgres:// or postgresql:// URL",
  JWT_SECRET: "at least 32 characters",
  PLACE_SECRET: "at least 32 characters",
  SMTP_URL: "an smtp:// or smtps:// URL",
  MAIL_FROM: "a sender such as Name <address@example.com>",
  OPERATOR_EMAIL: "an e-mail address",
  TWILIO_ACCOUNT_SID: "a Twilio Account SID (AC followed by 32 hexadecimal digits)",
  TWILIO_AUTH_TOKEN: "a Twilio auth token",
  TWILIO_FROM: "an E.164 number such as +33612345678 or a Messaging Service SID (MG…)",
  TWILIO_API_BASE: URL_FORM,
  GEO_PROVIDER: "one of offline, osm, google",
  OSRM_URL: URL_FORM,
  PHOTON_URL: URL_FORM,
  NOMINATIM_URL: URL_FORM,
  GOOGLE_PLACES_URL: URL_FORM,
  GOOGLE_ROUTES_URL: URL_FORM,
  GOOGLE_GEOCODING_URL: URL_FORM,
  MAP_TILE_URL:
    "an https:// tile URL template with {z}, {x} and {y} such as https://tile.openstreetmap.org/{z}/{x}/{y}.png (http:// only on 127.0.0.1 or localhost)",
  MAP_TILE_ATTRIBUTION: "the tile server's credit (HTML)",
  STRIPE_SECRET_KEY: "a Stripe secret key",
  STRIPE_WEBHOOK_SECRET: "one or more webhook signing secrets, comma-separated",
  STRIPE_CONNECT_CLIENT_ID: "a Stripe Connect client id",
  STRIPE_API_BASE: URL_FORM,
  STRIPE_DASHBOARD_URL: URL_FORM,
  STRIPE_PRICE_MONTHLY: "a Stripe price id",
  STRIPE_PRICE_ANNUAL: "a Stripe price id",
  STRIPE_PRICE_LIFETIME: "a Stripe price id",
  GOOGLE_CLIENT_ID: "a Google OAuth client id",
  GOOGLE_CLIENT_SECRET: "a Google OAuth client secret",
  GOOGLE_TOKEN_ENCRYPTION_KEY: "32 bytes in base64 (openssl rand -base64 32)",
  GOOGLE_OAUTH_AUTH_URL: URL_FORM,
  GOOGLE_OAUTH_TOKEN_URL: URL_FORM,
  GOOGLE_OAUTH_REVOKE_URL: URL_FORM,
  GOOGLE_CALENDAR_API_URL: URL_FORM,
  SEED_DEMO: BOOLEAN_FORM,
  DEMO_PASSWORD: "at least 8 characters",
  DEMO_LANGUAGE: "one of fr, en, es",
  TRUST_PROXY: BOOLEAN_FORM,
  WEBHOOK_ALLOW_LOOPBACK: BOOLEAN_FORM,
  REGISTRATION_URL: "a URL or a path such as /subscription/monthly, or none to hide the link",
  TERMS_URL: URL_FORM,
  PRIVACY_URL: URL_FORM,
  ROBOTS_DISALLOW_ALL: BOOLEAN_FORM,
  PUBLIC_RATE_LIMIT: "an integer from 0 to 1000000",
  DATABASE_CONNECT_TIMEOUT_MS: "an integer from 100 to 600000 (milliseconds)",
  DATABASE_STATEMENT_TIMEOUT_MS: "an integer from 100 to 3600000 (milliseconds)",
  EMBEDDED_DATABASE_THREAD: "worker or main",
  SHUTDOWN_DELAY_MS: "an integer from 0 to 60000 (milliseconds)",
  DISCOUNT_CHECK_RATE_LIMIT: "an integer from 0 to 1000000",
  API_KEY_RATE_LIMIT: "an integer from 0 to 1000000",
  MAIL_SHARE_PER_HOUR: "an integer from 0 to 100000",
  MAIL_CONTACT_PER_HOUR: "an integer from 0 to 100000",
  MAIL_RECIPIENT_PER_HOUR: "an integer from 0 to 100000",
  MAIL_OWNER_PER_HOUR: "an integer from 0 to 100000",
  CATALOGUE_CACHE_SIZE: "an integer from 1 to 1000000",
  LOG_LEVEL: "one of fatal, error, warn, info, debug, trace, silent",
  METRICS_TOKEN: "at least 16 characters",
  METRICS_PORT: "an integer from 1 to 65535",
  METRICS_HOST: "a host name or address",
};

/** Never echoed in an error message: they are, or may contain, credentials. */
const SECRET_SETTINGS: ReadonlySet<string> = new Set([
  "DATABASE_URL",
  "JWT_SECRET",
  "PLACE_SECRET",
  "SMTP_URL",
  "TWILIO_AUTH_TOKEN",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "GOOGLE_CLIENT_SECRET",
  "GOOGLE_TOKEN_ENCRYPTION_KEY",
  "DEMO_PASSWORD",
  "METRICS_TOKEN",
]);

/**
 * Every setting is optional, and an empty (or blank) value means unset: `PORT=` in an env file
 * or `-e DATABASE_URL=` in a container should not be an error, nor a different value than none.
 */
function withoutEmptyValues(source: NodeJS.ProcessEnv): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== "") kept[name] = value;
  }
  return kept;
}

/** `PORT must be an integer from 0 to 65535, got "abc"`; a secret's value is not repeated. */
function describeInvalid(name: string, value: string | undefined): string {
  const expected = EXPECTED_FORM[name as SettingName] ?? "valid";
  const got = SECRET_SETTINGS.has(name)
    ? `a value of ${value?.length ?? 0} characters`
    : JSON.stringify(value);
  return `${name} must be ${expected}, got ${got}`;
}

export interface MailLimits {
  sharePerHour: number;
  contactPerHour: number;
  recipientPerHour: number;
  ownerPerHour: number;
}

export interface AppConfig {
  env: Environment["NODE_ENV"];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Unset → embedded PGlite under dataDir/db; "memory://" → in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  /**
   * Signs the place references that address search and reverse geocoding hand out, which the
   * estimate and checkout verify: a key of its own, so it can be changed without signing the
   * owners out (and a token of one kind can never pass for the other).
   */
  placeSecret: Uint8Array;
  mail: { smtpUrl: string | undefined; from: string; operatorEmail: string | undefined };
  /** SMS reminders (Twilio); undefined without the three credentials: the channel is off. */
  sms: SmsConfig | undefined;
  /** undefined: seed only a fresh embedded database outside production. */
  seedDemo: boolean | undefined;
  demoPassword: string | undefined;
  demoLanguage: Environment["DEMO_LANGUAGE"];
  logLevel: Environment["LOG_LEVEL"];
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (never by default: it is spoofable). */
  trustProxy: boolean;
  /**
   * Checkouts per minute and client address (estimates: four times as many); 0 turns the
   * limit off (load benchmarks on 127.0.0.1).
   */
  publicRateLimitPerMinute: number;
  /** /robots.txt asks robots to index nothing rather than only the booking pages. */
  robotsDisallowAll: boolean;
  /** PostgreSQL only: a request waits at most this long for a connection, then a statement. */
  databaseTimeouts: { connectMs: number; statementMs: number };
  /** PGlite only: in a worker thread (its queries never hold the event loop) or on the event loop's thread. */
  embeddedThread: "worker" | "main";
  /**
   * On SIGTERM, how long the server keeps serving while its health check already answers 503,
   * so a load balancer takes it out of rotation before the listener closes.
   */
  shutdownDelayMs: number;
  /** Public discount checks per minute and client address; 0 = no limit. */
  discountChecksPerMinute: number;
  /** Admin API requests per minute and owner API key; 0 = no limit. */
  apiKeyRequestsPerMinute: number;
  /** Hourly limits on the mail an owner can trigger (0 refuses that mail). */
  mailLimits: MailLimits;
  /** How many modules' catalogue snapshots one process keeps in memory (least recently used go first). */
  catalogueCacheSize: number;
  /** GET /metrics: with a bearer token on the app's port, and/or on a port of its own; undefined = off. */
  metrics: { token: string | undefined; port: number | undefined; host: string } | undefined;
  /** Address search and routing (docs/operations.md#geography; README "Geo providers"). */
  geo: GeoConfig;
  /** The keyless maps' tiles: the widget's (each module's answer) and the admin's zone map (the settings answer). */
  mapTiles: MapTilesConfig;
  /** Stripe (card payments and subscriptions); undefined → self-hosted mode, driver payment only. */
  payments: PaymentsConfig | undefined;
  /** Google Calendar sync; undefined → not enabled by the operator (no client or no encryption key). */
  googleCalendar: GoogleCalendarConfig | undefined;
  /** Webhooks (decision 0119): whether loopback targets are allowed (tests only). */
  webhooks: { allowLoopback: boolean };
  /** The operator's pages linked from the admin's sign-in; empty = not shown. */
  externalLinks: { registration: string; termsOfSale: string; privacyPolicy: string };
}

export interface PaymentsConfig {
  secretKey: string;
  webhookSecrets: string[];
  /** Set only to reach another API host (a fake Stripe in tests). */
  apiBase: { protocol: "http" | "https"; host: string; port: number } | undefined;
  dashboardUrl: string;
  prices: { monthly: string | undefined; annual: string | undefined; lifetime: string | undefined };
}

export interface GoogleCalendarConfig {
  clientId: string;
  clientSecret: string;
  /** AES-256-GCM key of the refresh tokens at rest. */
  encryptionKey: Buffer;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  calendarApiUrl: string;
}

export interface GeoConfig {
  provider: Environment["GEO_PROVIDER"];
  photonUrl: string | undefined;
  nominatimUrl: string | undefined;
  osrmUrl: string | undefined;
  googlePlacesUrl: string;
  googleRoutesUrl: string;
  googleGeocodingUrl: string;
}

export interface MapTilesConfig {
  /** A Leaflet URL template: {z}, {x}, {y}, maybe {s} as the host's first label. */
  urlTemplate: string;
  /** HTML credit shown in the map's corner. */
  attribution: string;
  /** The tile server's origin as the pages' Content-Security-Policy names it in img-src. */
  cspSource: string;
}

export class ConfigError extends Error {}

/**
 * Reads and validates the environment; a wrong value stops the start with a message naming it.
 * `writeSecrets: false`: a generated secret missing from DATA_DIR is made up for this process
 * only, never written (for commands that sign nothing).
 */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  options: { writeSecrets?: boolean } = {},
): AppConfig {
  const values = withoutEmptyValues(source);
  const parsed = environmentSchema.safeParse(values);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    const lines = names.map((name) => `  ${describeInvalid(name, values[name])}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production") refuseMissingProductionSettings(env);
  const dataDir = resolve(env.DATA_DIR);
  const displayHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://${displayHost}:${env.PORT}`).replace(/\/+$/, ""),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? persistentSecret(dataDir, "jwt-secret", options)),
    placeSecret: new TextEncoder().encode(
      env.PLACE_SECRET ?? persistentSecret(dataDir, "place-secret", options),
    ),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, operatorEmail: env.OPERATOR_EMAIL },
    sms: smsConfig(env),
    seedDemo: env.SEED_DEMO,
    demoPassword: env.DEMO_PASSWORD,
    demoLanguage: env.DEMO_LANGUAGE,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    publicRateLimitPerMinute: env.PUBLIC_RATE_LIMIT,
    robotsDisallowAll: env.ROBOTS_DISALLOW_ALL,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    embeddedThread: env.EMBEDDED_DATABASE_THREAD,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    discountChecksPerMinute: env.DISCOUNT_CHECK_RATE_LIMIT,
    apiKeyRequestsPerMinute: env.API_KEY_RATE_LIMIT,
    mailLimits: {
      sharePerHour: env.MAIL_SHARE_PER_HOUR,
      contactPerHour: env.MAIL_CONTACT_PER_HOUR,
      recipientPerHour: env.MAIL_RECIPIENT_PER_HOUR,
      ownerPerHour: env.MAIL_OWNER_PER_HOUR,
    },
    catalogueCacheSize: env.CATALOGUE_CACHE_SIZE,
    externalLinks: {
      registration: registrationLink(env),
      termsOfSale: env.TERMS_URL ?? "",
      privacyPolicy: env.PRIVACY_URL ?? "",
    },
    metrics:
      env.METRICS_TOKEN || env.METRICS_PORT
        ? { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST }
        : undefined,
    geo: geoConfig(env),
    mapTiles: {
      urlTemplate: env.MAP_TILE_URL,
      attribution: env.MAP_TILE_ATTRIBUTION,
      // Validated by the schema: a template without a source was refused above.
      cspSource: tileServerSource(env.MAP_TILE_URL) ?? "",
    },
    payments: paymentsConfig(env),
    googleCalendar: googleCalendarConfig(env),
    // Never in production, whatever the variable says: owners could otherwise reach the server itself.
    webhooks: { allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK && env.NODE_ENV !== "production" },
  };
}

/**
 * What production must be given rather than defaulted: secrets generated into DATA_DIR differ
 * per instance (each signs tokens the others refuse) and vanish with a container's filesystem,
 * a guessed PUBLIC_URL puts wrong links in e-mails, and the embedded database serves one
 * process only. Every missing one is named at once (docs/decisions/0076-release-and-containers.md).
 */
const PRODUCTION_REQUIRED = {
  JWT_SECRET: "the access tokens' signing key, the same on every instance (openssl rand -base64 48)",
  PLACE_SECRET: "the address references' signing key, the same on every instance (openssl rand -base64 48)",
  PUBLIC_URL: "the public https:// address customers and owners use",
  DATABASE_URL: "the PostgreSQL database, postgres://user:password@host:5432/name",
} as const satisfies Partial<Record<SettingName, string>>;

/** The settings NODE_ENV=production refuses to start without (compose.yaml must give each). */
export const PRODUCTION_REQUIRED_SETTINGS = Object.keys(
  PRODUCTION_REQUIRED,
) as (keyof typeof PRODUCTION_REQUIRED)[];

function refuseMissingProductionSettings(env: Environment): void {
  const missing = PRODUCTION_REQUIRED_SETTINGS.filter((name) => env[name] === undefined);
  if (missing.length === 0) return;
  const lines = missing.map(
    (name) => `  ${name} is required with NODE_ENV=production: ${PRODUCTION_REQUIRED[name]}`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

/**
 * Calendar sync needs the OAuth client and the key that encrypts the tokens it obtains: without
 * one of them the feature is off (the admin says the operator has not enabled it), and half of
 * the client (an id without its secret) stops the start, as it is surely a mistake.
 */
function googleCalendarConfig(env: Environment): GoogleCalendarConfig | undefined {
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      "Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both, or neither",
    );
  }
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET || !env.GOOGLE_TOKEN_ENCRYPTION_KEY)
    return undefined;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    encryptionKey: Buffer.from(env.GOOGLE_TOKEN_ENCRYPTION_KEY, "base64"),
    authUrl: env.GOOGLE_OAUTH_AUTH_URL,
    tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
    revokeUrl: env.GOOGLE_OAUTH_REVOKE_URL,
    calendarApiUrl: env.GOOGLE_CALENDAR_API_URL,
  };
}

/**
 * The sign-in page's "Create an account" link. Our own plan pages (/subscription/monthly…) sign
 * owners up through a Stripe subscription: without the key and that plan's price (self-hosted
 * mode) they can only say so, so the link is not offered; the operator creates owners instead.
 */
function registrationLink(env: Environment): string {
  if (env.REGISTRATION_URL === "none") return "";
  const plan = /^\/subscription\/(monthly|annual|lifetime)\/?$/.exec(env.REGISTRATION_URL)?.[1];
  if (!plan) return env.REGISTRATION_URL;
  const price = {
    monthly: env.STRIPE_PRICE_MONTHLY,
    annual: env.STRIPE_PRICE_ANNUAL,
    lifetime: env.STRIPE_PRICE_LIFETIME,
  }[plan];
  return env.STRIPE_SECRET_KEY && price ? env.REGISTRATION_URL : "";
}

/**
 * Card payments need both the API key and the webhook secret: without webhooks a payment never
 * becomes PAID and an abandoned one never frees its vehicle, so half a configuration stops the start.
 */
function paymentsConfig(env: Environment): PaymentsConfig | undefined {
  if (!env.STRIPE_SECRET_KEY) {
    if (env.STRIPE_WEBHOOK_SECRET) {
      throw new ConfigError("Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: set STRIPE_SECRET_KEY too");
    }
    return undefined;
  }
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the webhook endpoint's signing secret)",
    );
  }
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecrets: env.STRIPE_WEBHOOK_SECRET.split(",")
      .map((secret) => secret.trim())
      .filter(Boolean),
    apiBase: base
      ? {
          protocol,
          host: base.hostname,
          port: base.port ? Number(base.port) : protocol === "http" ? 80 : 443,
        }
      : undefined,
    dashboardUrl: env.STRIPE_DASHBOARD_URL,
    prices: {
      monthly: env.STRIPE_PRICE_MONTHLY,
      annual: env.STRIPE_PRICE_ANNUAL,
      lifetime: env.STRIPE_PRICE_LIFETIME,
    },
  };
}

/** GEO_PROVIDER=osm names the OpenStreetMap services to use: public instances forbid type-ahead use. */
function geoConfig(env: Environment): GeoConfig {
  if (env.GEO_PROVIDER === "osm" && !env.PHOTON_URL && !env.NOMINATIM_URL && !env.OSRM_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  GEO_PROVIDER: osm needs PHOTON_URL, NOMINATIM_URL or OSRM_URL",
    );
  }
  return {
    provider: env.GEO_PROVIDER,
    photonUrl: env.PHOTON_URL,
    nominatimUrl: env.NOMINATIM_URL,
    osrmUrl: env.OSRM_URL,
    googlePlacesUrl: env.GOOGLE_PLACES_URL,
    googleRoutesUrl: env.GOOGLE_ROUTES_URL,
    googleGeocodingUrl: env.GOOGLE_GEOCODING_URL,
  };
}

/**
 * A signing key generated on first start and kept in DATA_DIR under `name`, so what it signed
 * (access tokens, place references) survives restarts.
 */
function persistentSecret(dataDir: string, name: string, options: { writeSecrets?: boolean }): string {
  const file = join(dataDir, name);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    // A command that signs nothing (db:backup) must leave DATA_DIR as it found it when it refuses.
    if (options.writeSecrets === false) return randomBytes(48).toString("base64url");
    ensurePrivateDir(dataDir);
    const secret = randomBytes(48).toString("base64url");
    try {
      writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE, flag: "wx" });
      return secret;
    } catch {
      // Another process created it first: use theirs so both sign with the same key.
      return readFileSync(file, "utf8").trim();
    }
  }
}
