import { type ReactNode, useId } from "react";
import { classes } from "./field-parts.js";

/** A titled card of a page (a settings panel, a side card): a <section> named by its heading. */
export function Panel({
  title,
  children,
  className,
  actions,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  /** Buttons shown on the heading's line. */
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={classes("card", "panel", className)} aria-labelledby={id}>
      <div className="panel-header">
        <h2 id={id}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
