import { useEffect } from "react";
import { useMatches } from "react-router";

/** What a lazy route declares in its `handle`: how to fetch its chunk ahead of rendering. */
export interface ChunkHandle {
  preload: () => Promise<unknown>;
}

/**
 * A nested lazy page renders only once its lazy parent (the admin shell) has loaded, so opening
 * /admin/dashboard directly would fetch the shell's chunk, then the page's. Fetching every matched
 * route's chunk as soon as the URL is known loads them in parallel instead.
 */
export function usePreloadMatchedChunks(): void {
  const matches = useMatches();
  const preloads = matches.map((match) => (match.handle as Partial<ChunkHandle> | undefined)?.preload);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the matched routes follow the path.
  useEffect(() => {
    for (const preload of preloads) preload?.().catch(() => undefined);
  }, [matches.map((match) => match.id).join()]);
}
