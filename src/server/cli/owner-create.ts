import { parseArgs } from "node:util";
import { email as emailSchema, PASSWORD_MIN_LENGTH } from "../../contract/auth.js";
import { loadConfig } from "../config.js";
import { migrate } from "../db/migrate.js";
import { openDatabaseFromConfig } from "../db/open-from-config.js";
import { AppError } from "../errors.js";
import { createOwnersRepository } from "../modules/owners/repository.js";
import { createOwnersService, randomPassword } from "../modules/owners/service.js";

/**
 * `npm run owner:create -- --email E [--password P] [--company C]` for self-hosted installs:
 * creates an owner with their module and prints the module identifier (and the password when generated).
 */
const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, company: { type: "string" } },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const email = emailSchema.safeParse(values.email);
if (!email.success)
  fail("Usage: npm run owner:create -- --email owner@example.com [--password P] [--company NAME]");
if (values.password !== undefined && values.password.length < PASSWORD_MIN_LENGTH) {
  fail(`The password must have at least ${PASSWORD_MIN_LENGTH} characters`);
}

const password = values.password ?? randomPassword();
const database = await openDatabaseFromConfig(loadConfig());
try {
  await migrate(database);
  const owners = createOwnersService(createOwnersRepository(database.db));
  const { moduleId } = await owners.createOwner({
    email: email.data,
    password,
    ...(values.company ? { companyName: values.company } : {}),
  });
  console.log(`Owner ${email.data} created. Module identifier: ${moduleId}`);
  if (values.password === undefined) console.log(`Password (shown once): ${password}`);
} catch (error) {
  if (error instanceof AppError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
