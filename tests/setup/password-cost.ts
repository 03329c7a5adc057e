// The API tests sign in, create owners and change passwords thousands of times; at the
// production scrypt cost each hash takes 32 MiB and a noticeable slice of a core. They run with a
// cheaper cost instead (a setup file of the api projects, and the global setups that seed the
// template databases). Verifying reads the cost stored in each hash, so the code under test is
// the same; src/server/modules/auth/password.test.ts puts the production cost back and checks it.
import { setPasswordHashCost } from "../../src/server/modules/auth/password-cost.js";

/** scrypt's N for the hashes tests make (production: 2^15). */
export const TEST_PASSWORD_HASH_COST = 2 ** 10;

export function hashPasswordsAtTestCost(): void {
  setPasswordHashCost(TEST_PASSWORD_HASH_COST);
}

// Loaded as a setup file of the api projects: every test file starts at the test cost.
hashPasswordsAtTestCost();
