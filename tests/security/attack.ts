import { afterAll, it } from "vitest";

/** This file's attacks so far: tried, held, got through. */
const tally = { attempts: 0, held: 0, gotThrough: 0 };
// Registered as this module is first imported, while the file's tests are being collected:
// on the file's root suite, so it runs after every describe of the file.
afterAll(() => {
  console.log(`[attacks] ${tally.attempts} attempts, ${tally.held} held, ${tally.gotThrough} got through`);
});

/**
 * One attack of the security suite: a test that performs it and asserts the refusal, printing
 * "held" when the defence held and "FAILED" when it did not (the test fails then too). Each file
 * of the suite ends with its count: `[attacks] N attempts, H held, F got through`.
 */
export function attack(name: string, perform: () => Promise<void>, timeout?: number): void {
  it(
    name,
    async () => {
      tally.attempts++;
      try {
        await perform();
      } catch (error) {
        tally.gotThrough++;
        console.log(`[attack] FAILED ${name}`);
        throw error;
      }
      tally.held++;
      console.log(`[attack] held   ${name}`);
    },
    timeout,
  );
}
