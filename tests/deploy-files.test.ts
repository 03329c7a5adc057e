// No container engine runs in CI, so the Dockerfile, compose.yaml and deploy/Caddyfile are checked
// as data against what the release test really runs: the command, the port, DATA_DIR, the
// settings' names, the health paths and the shutdown signal (docs/decisions/0076).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCTION_REQUIRED_SETTINGS, SETTING_NAMES } from "../src/server/kernel/config.js";
import {
  caddyfile,
  composeFile,
  dockerfileStages,
  environmentOf,
  last,
  probedHealthPaths,
} from "./fixtures/deploy-files.js";

const ROOT = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const stages = dockerfileStages();
const final = stages.at(-1) ?? [];
const imageEnv = environmentOf(final);
const compose = composeFile();
const apps = Object.entries(compose.services).filter(([, service]) => service.build === ".");

describe("the Dockerfile", () => {
  it("builds with npm run release, the script the release test runs", () => {
    const build = stages[0] ?? [];
    expect(build.some((i) => i.keyword === "RUN" && /npm run release -- --out \/out\b/.test(i.args))).toBe(
      true,
    );
    expect(JSON.parse(read("package.json")).scripts.release).toBe("node scripts/release.mjs");
    expect(read("tests/faults/release-instances.ts")).toContain('"scripts/release.mjs"');
  });

  it("runs the release with node server.js, non-root, on Node's current LTS slim image", () => {
    const nodeMajor = read(".nvmrc").trim();
    expect(last(final, "FROM")).toMatch(new RegExp(`^node:${nodeMajor}-[a-z]+-slim$`));
    expect(Number(nodeMajor) % 2).toBe(0);
    expect(JSON.parse(last(final, "CMD") ?? "")).toEqual(["node", "server.js"]);
    expect(read("scripts/release.mjs")).toMatch(/join\(release, "server\.js"\)/);
    expect(last(final, "WORKDIR")).toBe("/app");
    expect(final.some((i) => i.keyword === "COPY" && i.args === "--from=build /out/app/ /app/")).toBe(true);
    expect(last(final, "USER")).toMatch(/^(?!root$|0$)\w+$/);
  });

  it("listens, keeps data and stops as the server does", () => {
    expect(imageEnv.NODE_ENV).toBe("production");
    expect(last(final, "EXPOSE")).toBe(imageEnv.PORT);
    expect(JSON.parse(last(final, "VOLUME") ?? "")).toEqual([imageEnv.DATA_DIR]);
    for (const name of Object.keys(imageEnv)) expect(SETTING_NAMES).toContain(name);
    expect(last(final, "STOPSIGNAL")).toBe("SIGTERM");
    expect(read("src/server/main.ts")).toContain('process.on("SIGTERM"');
    expect(last(final, "HEALTHCHECK")).toContain(`${probedHealthPaths().liveness}'`);
    expect(probedHealthPaths().liveness).toBe("/api/health/live");
  });
});

describe("compose.yaml", () => {
  it("runs two app instances from the Dockerfile, waiting for a health-checked PostgreSQL", () => {
    expect(apps.map(([name]) => name)).toEqual(["app1", "app2"]);
    const postgres = compose.services.postgres;
    expect(postgres?.healthcheck?.test.join(" ")).toContain("pg_isready");
    for (const [, app] of apps) {
      expect(app.depends_on?.postgres?.condition).toBe("service_healthy");
      expect(app.read_only).toBe(true);
      expect(app.stop_signal ?? last(final, "STOPSIGNAL")).toBe(last(final, "STOPSIGNAL"));
    }
    expect(existsSync(join(ROOT, "Dockerfile"))).toBe(true);
  });

  it("gives each instance every production setting by its real name, and a volume at DATA_DIR", () => {
    const postgresEnv = compose.services.postgres?.environment ?? {};
    for (const [, app] of apps) {
      const env = app.environment ?? {};
      for (const name of Object.keys(env)) expect(SETTING_NAMES, name).toContain(name);
      for (const name of PRODUCTION_REQUIRED_SETTINGS) expect(env[name], name).toBeTruthy();
      expect(env.NODE_ENV).toBe("production");
      expect(env.PORT).toBe(imageEnv.PORT);
      expect(env.DATA_DIR).toBe(imageEnv.DATA_DIR);
      expect(app.volumes?.some((volume) => volume.endsWith(`:${imageEnv.DATA_DIR}`))).toBe(true);
      // As compose interpolates it, with a password in place of the variable.
      const database = new URL((env.DATABASE_URL ?? "").replace(/\$\{[^}]*\}/g, "secret"));
      expect(database.hostname).toBe("postgres");
      expect(database.username).toBe(postgresEnv.POSTGRES_USER);
      expect(database.pathname).toBe(`/${postgresEnv.POSTGRES_DB}`);
      // The whole shutdown (SHUTDOWN_DELAY_MS, then at most 10 s) ends before the engine kills it.
      const grace = Number.parseInt(app.stop_grace_period ?? "10", 10);
      expect(grace * 1000).toBeGreaterThan(Number(env.SHUTDOWN_DELAY_MS ?? 1000) + 10_000);
    }
  });

  it("puts Caddy in front of both instances on their port, probing readiness", () => {
    const caddy = compose.services.caddy;
    expect(caddy?.volumes).toContain("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
    for (const [name] of apps) expect(caddy?.depends_on?.[name]?.condition).toBe("service_healthy");
    const upstreams = /reverse_proxy\s+([^{]+)\{/.exec(caddyfile())?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(apps.map(([name]) => `${name}:${imageEnv.PORT}`));
    expect(probedHealthPaths().readiness).toBe("/api/health/ready");
    expect(caddyfile()).toContain("header_up X-Request-Id");
  });
});
