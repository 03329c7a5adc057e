import { type RefObject, useEffect } from "react";

/**
 * Keeps a focused control of the form from hiding behind `cover`, an element stuck over it
 * (the total bar, the actions of a fixed-height widget): WCAG 2.4.11, focus not obscured.
 * The browser scrolls a newly focused control into view only if it is off screen, and one just
 * behind a stuck element counts as on screen. Such a control is scrolled up above it (its scroll
 * margin in styles.css). An element without a box of its own (display: contents) covers nothing.
 */
export function useFocusClearOf(cover: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const form = cover.current?.closest("form");
    if (!active || !form) return;
    const onFocus = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const covering = cover.current;
      const covered = covering?.getBoundingClientRect();
      if (!covered?.height || covering?.contains(target)) return;
      const box = target.getBoundingClientRect();
      if (box.bottom > covered.top && box.top < covered.bottom) target.scrollIntoView({ block: "nearest" });
    };
    form.addEventListener("focusin", onFocus);
    return () => form.removeEventListener("focusin", onFocus);
  }, [cover, active]);
}
