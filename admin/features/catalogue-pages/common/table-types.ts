import type { ReactNode } from "react";

/** One column of a catalogue table. */
export interface Column<T> {
  key: string;
  header: string;
  cell(item: T): ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
}
