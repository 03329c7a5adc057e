import { useEffect, useRef, useState } from "react";

/**
 * Loads something a page only reads (the currency, the vehicles of a select); undefined until
 * it arrives. On failure it takes `fallback`: the page still works with plainer display.
 */
export function useLoaded<T>(load: () => Promise<T>, fallback?: T): T | undefined {
  const [value, setValue] = useState<T>();
  // The fallback is a constant of the caller; only a new loader loads again.
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    let alive = true;
    load()
      .then((loaded) => {
        if (alive) setValue(loaded);
      })
      .catch(() => {
        if (alive) setValue(fallbackRef.current);
      });
    return () => {
      alive = false;
    };
  }, [load]);
  return value;
}
