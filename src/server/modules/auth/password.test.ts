import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPasswordsAtTestCost } from "../../../../tests/setup/password-cost.js";
import { hashPassword, verifyPassword } from "./password.js";
import { setPasswordHashCost } from "./password-cost.js";

describe("password hashing", () => {
  // The other API tests hash at a test cost (tests/setup/password-cost.ts); this file checks the
  // production one.
  beforeAll(() => setPasswordHashCost());
  afterAll(() => hashPasswordsAtTestCost());

  it("verifies the right password and refuses another", async () => {
    const hash = await hashPassword("s3cret-passphrase");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("s3cret-passphrase", hash)).toBe(true);
    expect(await verifyPassword("s3cret-passphrasE", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses a stored value that is not one of our hashes", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
  });
});

describe("password hashing at the tests' cost", () => {
  it("stores the cost it hashed with, and verifies by the stored cost", async () => {
    hashPasswordsAtTestCost();
    const cheap = await hashPassword("s3cret-passphrase");
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    setPasswordHashCost();
    // A hash keeps verifying after the cost changes: the stored parameters decide.
    expect(await verifyPassword("s3cret-passphrase", cheap)).toBe(true);
    expect(await verifyPassword("s3cret-passphrasE", cheap)).toBe(false);
    expect(await hashPassword("s3cret-passphrase")).toMatch(/^scrypt\$32768\$8\$1\$/);
  });
});
