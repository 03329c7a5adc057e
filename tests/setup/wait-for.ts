/**
 * Polls `probe` until it returns a value other than undefined (work the server finishes after
 * answering, such as a password reset mail), or fails after `timeoutMs`.
 */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("waitFor: nothing came in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
