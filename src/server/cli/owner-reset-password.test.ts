import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { claimEmbeddedDatabase } from "../db/control-socket.js";
import { migrate } from "../db/migrate.js";
import { openDatabaseFromConfig } from "../db/open-from-config.js";
import { DEMO_EMAIL, seedDemo } from "../demo/seed-demo.js";
import { type AppConfig, loadConfig } from "../kernel/config.js";
import { verifyPassword } from "../modules/auth/password.js";
import { OWNER_RESET_PASSWORD_USAGE, runOwnerResetPasswordCommand } from "./owner-reset-password-command.js";
import { serverControlCommands } from "./server-control-commands.js";

/** Starting PGlite takes seconds, more on a busy machine. */
const PGLITE_TIMEOUT = 120_000;

/** Whether `password` now signs in as the demo owner (read with the database closed again). */
async function demoOwnerHasPassword(config: AppConfig, password: string): Promise<boolean> {
  const database = await openDatabaseFromConfig(config);
  try {
    const owner = await database.db
      .selectFrom("owners")
      .select("passwordHash")
      .where("email", "=", DEMO_EMAIL)
      .executeTakeFirstOrThrow();
    return await verifyPassword(password, owner.passwordHash);
  } finally {
    await database.close();
  }
}

describe("npm run owner:reset-password", () => {
  let config: AppConfig;
  beforeAll(async () => {
    config = loadConfig({
      DATA_DIR: join(mkdtempSync(join(tmpdir(), "cb-reset-")), "data"),
      LOG_LEVEL: "silent",
    });
    const database = await openDatabaseFromConfig(config);
    await migrate(database);
    await seedDemo(database, "the forgotten one");
    await database.close();
  }, PGLITE_TIMEOUT);

  it(
    "prints a new random password that signs in",
    async () => {
      const answer = await runOwnerResetPasswordCommand(config, [DEMO_EMAIL.toUpperCase()]);
      if (!answer.ok) throw new Error(answer.message);
      const password = answer.lines.join("\n").match(/New password \(shown once\): (\S+)/)?.[1];
      expect(password).toBeDefined();
      expect(await demoOwnerHasPassword(config, password as string)).toBe(true);
      expect(await demoOwnerHasPassword(config, "the forgotten one")).toBe(false);
    },
    PGLITE_TIMEOUT,
  );

  it(
    "sets the password given, and does not print it",
    async () => {
      const answer = await runOwnerResetPasswordCommand(config, [DEMO_EMAIL, "--password", "chosen by me"]);
      expect(answer).toEqual({ ok: true, lines: [`Password of ${DEMO_EMAIL} changed.`] });
      expect(await demoOwnerHasPassword(config, "chosen by me")).toBe(true);
    },
    PGLITE_TIMEOUT,
  );

  it(
    "asks the running server when it holds the embedded database",
    async () => {
      const database = await openDatabaseFromConfig(config);
      const claim = await claimEmbeddedDatabase(config.dataDir, "the server");
      claim.serve(serverControlCommands(database, config.dataDir));
      try {
        const answer = await runOwnerResetPasswordCommand(config, [
          DEMO_EMAIL,
          "--password",
          "via the server",
        ]);
        expect(answer.ok).toBe(true);
      } finally {
        await claim.release();
        await database.close();
      }
      expect(await demoOwnerHasPassword(config, "via the server")).toBe(true);
    },
    PGLITE_TIMEOUT,
  );

  it(
    "refuses an unknown e-mail, and a wrong command line before opening anything",
    async () => {
      expect(await runOwnerResetPasswordCommand(config, ["nobody@example.com"])).toEqual({
        ok: false,
        message: "No owner has the e-mail address nobody@example.com",
      });
      for (const argv of [[], ["not-an-email"], [DEMO_EMAIL, "extra"], [DEMO_EMAIL, "--nope"]]) {
        expect(await runOwnerResetPasswordCommand(config, argv)).toEqual({
          ok: false,
          message: OWNER_RESET_PASSWORD_USAGE,
        });
      }
      expect(await runOwnerResetPasswordCommand(config, [DEMO_EMAIL, "--password", "short"])).toMatchObject({
        ok: false,
        message: expect.stringContaining("8 to 256 characters"),
      });
    },
    PGLITE_TIMEOUT,
  );
});
