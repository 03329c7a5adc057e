import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * Whether a table must fold its secondary columns into each row's second line: true while its
 * frame is narrower than the table needs with every column (docs/decisions/0090). The full
 * width is measured whenever the table shows every column; the frame's width is followed with a
 * ResizeObserver, so the table unfolds again when the window widens enough. Where the browser
 * has no ResizeObserver (tests' DOM), the table keeps every column.
 */
export function useCompactTable(frame: RefObject<HTMLElement | null>, contentKey: unknown): boolean {
  const [compact, setCompact] = useState(false);
  const [fullWidth, setFullWidth] = useState(0);

  // New rows or columns may need more or less room: measured again with every column.
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey says when rows or columns changed.
  useLayoutEffect(() => setCompact(false), [contentKey]);

  // Measured before paint, so a window too narrow never flashes the wide table.
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey says when rows or columns changed.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || compact) return;
    const needed = element.scrollWidth;
    setFullWidth(needed);
    if (needed > element.clientWidth + 1) setCompact(true);
  }, [frame, compact, contentKey]);

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (compact && element.clientWidth + 1 >= fullWidth) setCompact(false);
      else if (!compact && element.scrollWidth > element.clientWidth + 1) setCompact(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, compact, fullWidth]);

  return compact;
}
