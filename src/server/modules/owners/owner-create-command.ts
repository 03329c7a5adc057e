import { parseArgs } from "node:util";
import { email as emailSchema, PASSWORD_MIN_LENGTH } from "../../../contract/auth.js";
import type { Database } from "../../db/database.js";
import { createOwnersRepository } from "./repository.js";
import { createOwnersService, randomPassword } from "./service.js";

export const OWNER_CREATE_USAGE =
  "Usage: npm run owner:create -- --email owner@example.com [--password P] [--company NAME]";

export interface OwnerCreateArgs {
  email: string;
  password?: string;
  company?: string;
}

/** The command line of `npm run owner:create`, or the message to print instead of running. */
export function parseOwnerCreateArgs(
  args: string[],
): { ok: true; value: OwnerCreateArgs } | { ok: false; message: string } {
  let values: { email?: string; password?: string; company?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: "string" }, password: { type: "string" }, company: { type: "string" } },
    }));
  } catch {
    // Unknown options or a missing value: the usage says what is expected.
    return { ok: false, message: OWNER_CREATE_USAGE };
  }
  const email = emailSchema.safeParse(values.email);
  if (!email.success) return { ok: false, message: OWNER_CREATE_USAGE };
  if (values.password !== undefined && values.password.length < PASSWORD_MIN_LENGTH) {
    return { ok: false, message: `The password must have at least ${PASSWORD_MIN_LENGTH} characters` };
  }
  return {
    ok: true,
    value: {
      email: email.data,
      ...(values.password === undefined ? {} : { password: values.password }),
      ...(values.company ? { company: values.company } : {}),
    },
  };
}

/**
 * Creates the owner and their module (self-hosted installs) and answers the lines to print: the
 * module identifier, the direct link (its name follows the company, made unique) and the
 * password when it was generated. AppError (e-mail taken) reaches the caller.
 */
export async function runOwnerCreate(
  database: Database,
  args: OwnerCreateArgs,
  publicUrl: string,
): Promise<string[]> {
  const password = args.password ?? randomPassword();
  const owners = createOwnersService(createOwnersRepository(database.db));
  const { moduleId, moduleName } = await owners.createOwner({
    email: args.email,
    password,
    ...(args.company ? { companyName: args.company } : {}),
  });
  const directUrl = moduleName
    ? `${publicUrl}/${moduleName}`
    : `${publicUrl}/booking?id=${encodeURIComponent(moduleId)}`;
  return [
    `Owner ${args.email} created. Module identifier: ${moduleId}`,
    `Direct link: ${directUrl}`,
    ...(args.password === undefined ? [`Password (shown once): ${password}`] : []),
  ];
}
