import { parseArgs } from "node:util";
import { email as emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../contract/auth.js";
import type { ControlResponse } from "../db/control-socket.js";
import type { Database } from "../db/database.js";
import type { AppConfig } from "../kernel/config.js";
import { createSessions, createSignInThrottle, hashPassword } from "../modules/auth/index.js";
import { createOwnerAccountsRepository, randomPassword } from "../modules/owners/index.js";
import { runOnDatabase } from "./run-on-database.js";

export const OWNER_RESET_PASSWORD_USAGE =
  "Usage: npm run owner:reset-password -- owner@example.com [--password P]";

export interface OwnerResetPasswordArgs {
  email: string;
  password?: string;
}

/** The command line of `npm run owner:reset-password`, or the message to print instead of running. */
export function parseOwnerResetPasswordArgs(
  args: string[],
): { ok: true; value: OwnerResetPasswordArgs } | { ok: false; message: string } {
  let parsed: { values: { password?: string }; positionals: string[] };
  try {
    parsed = parseArgs({ args, options: { password: { type: "string" } }, allowPositionals: true });
  } catch {
    return { ok: false, message: OWNER_RESET_PASSWORD_USAGE };
  }
  const [address, ...extra] = parsed.positionals;
  const email = emailSchema.safeParse(address);
  if (!email.success || extra.length > 0) return { ok: false, message: OWNER_RESET_PASSWORD_USAGE };
  const { password } = parsed.values;
  if (
    password !== undefined &&
    (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
  ) {
    return {
      ok: false,
      message: `The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    };
  }
  return { ok: true, value: { email: email.data, ...(password === undefined ? {} : { password }) } };
}

/**
 * Sets a new password for the owner with this e-mail (a random one unless given) and answers
 * the lines to print. Every signed-in session of the owner ends, as for a reset by e-mail (the
 * reason to reset may be that someone else knows the password) and sign-in locks lift; pending
 * reset links stay valid. An unknown e-mail is an error the caller prints (this is the operator's own machine,
 * so saying which accounts exist tells nobody anything new).
 */
export async function runOwnerResetPassword(
  database: Database,
  args: OwnerResetPasswordArgs,
): Promise<ControlResponse> {
  const auth = createOwnerAccountsRepository(database.db);
  const owner = await auth.findOwnerByEmail(args.email);
  if (!owner) return { ok: false, message: `No owner has the e-mail address ${args.email}` };
  const password = args.password ?? randomPassword();
  await auth.updateOwner(owner.id, { passwordHash: await hashPassword(password) });
  await createSessions(database.db).revokeAll(owner.id);
  await createSignInThrottle(database.db).liftAccount(owner.email);
  return {
    ok: true,
    lines: [
      `Password of ${owner.email} changed.`,
      ...(args.password === undefined ? [`New password (shown once): ${password}`] : []),
    ],
  };
}

/**
 * `npm run owner:reset-password -- EMAIL [--password P]`: done by the running server when it
 * holds the embedded database, otherwise here.
 */
export async function runOwnerResetPasswordCommand(
  config: AppConfig,
  argv: string[],
): Promise<ControlResponse> {
  const parsed = parseOwnerResetPasswordArgs(argv);
  if (!parsed.ok) return parsed;
  return runOnDatabase(
    config,
    { command: "owner:reset-password", args: { ...parsed.value } },
    "npm run owner:reset-password",
    (database) => runOwnerResetPassword(database, parsed.value),
  );
}
