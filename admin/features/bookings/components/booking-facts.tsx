import type { ReactNode } from "react";

/** Label and value rows; an empty value shows a dash. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="booking-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="booking-fact">
          <dt>{label}</dt>
          <dd>{value === "" || value === null || value === undefined ? "—" : value}</dd>
        </div>
      ))}
    </dl>
  );
}
