import { it } from "vitest";

/**
 * One attack of the security suite: a test that performs it and asserts the refusal, printing
 * "held" when the defence held and "FAILED" when it did not (the test fails then too).
 */
export function attack(name: string, perform: () => Promise<void>, timeout?: number): void {
  it(
    name,
    async () => {
      try {
        await perform();
      } catch (error) {
        console.log(`[attack] FAILED ${name}`);
        throw error;
      }
      console.log(`[attack] held   ${name}`);
    },
    timeout,
  );
}
