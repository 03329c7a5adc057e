import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const dataDir = () => mkdtempSync(join(tmpdir(), "cb-config-"));

describe("loadConfig", () => {
  it("gives the embedded defaults with an empty environment", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, host: "127.0.0.1", publicUrl: "http://127.0.0.1:3000" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it("keeps a generated JWT secret in DATA_DIR so tokens survive restarts", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(Buffer.from(first).toString()).toBe(Buffer.from(second).toString());
    expect(readFileSync(join(dir, "jwt-secret"), "utf8").length).toBeGreaterThanOrEqual(32);
  });

  it("names every invalid variable", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", DATA_DIR: dataDir() })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", DATA_DIR: dataDir() });
    } catch (error) {
      expect(String(error)).toContain("PORT");
      expect(String(error)).toContain("DATABASE_URL");
    }
  });

  it("strips a trailing slash from PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://book.example.com/", DATA_DIR: dataDir() }).publicUrl).toBe(
      "https://book.example.com",
    );
  });
});
