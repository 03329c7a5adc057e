/**
 * scrypt's parameters for new password hashes: N=2^15, r=8, p=1 (OWASP's recommended minimum;
 * ~32 MiB per hash). Kept apart from password.ts, which imports node:crypto, so that a test setup
 * can set the cost without loading that module before a test file mocks node:crypto.
 */
const PRODUCTION_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
let hashParams: { N: number; r: number; p: number } = PRODUCTION_PARAMS;

export function passwordHashParams(): { N: number; r: number; p: number } {
  return hashParams;
}

/**
 * Test setups only (tests/setup/password-cost.ts): the scrypt cost N of the hashes made from now
 * on; no argument puts back the production cost. Thousands of test sign-ins would otherwise each
 * spend a production hash's memory and CPU. Verifying follows the parameters stored in each
 * hash, so it is the same code either way. Nothing under src/ calls this.
 */
export function setPasswordHashCost(N?: number): void {
  hashParams = N === undefined ? PRODUCTION_PARAMS : { ...PRODUCTION_PARAMS, N };
}
