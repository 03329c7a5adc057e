import type { ReactNode } from "react";

/** One column of a catalogue table. */
export interface Column<T> {
  key: string;
  header: string;
  cell(item: T): ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
  /**
   * Folded into the row's second line (under the first column) when the table is too wide for
   * its frame; the essential columns, the status switch and the actions stay columns.
   */
  secondary?: boolean;
}
