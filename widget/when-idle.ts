// Chunks the first screen does not need are fetched once the page is quiet, before the customer
// asks for them (lazy-parts.ts).

/** Runs `task` when the browser has nothing else to do (soon after, where it cannot tell). */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
