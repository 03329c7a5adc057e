import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useLingui } from "@lingui/react";
import { type ReactNode, useMemo, useRef } from "react";
import { useCompactTable } from "../../../components/table/use-compact-table.js";
import css from "./catalogue.css";
import { dragAnnouncements, dragInstructions } from "./drag-announcements.js";
import { injectStyles } from "./inject-styles.js";
import { SortableRow } from "./sortable-row.js";
import type { Column } from "./table-types.js";

interface CatalogueTableProps<T extends { id: number }> {
  caption: string;
  items: readonly T[];
  columns: readonly Column<T>[];
  nameOf(item: T): string;
  actions(item: T): ReactNode;
  /** With it, rows move by drag or keyboard and the new order of ids is handed over. */
  onReorder?(ids: number[]): void;
}

/** The columns that name a row, where its folded columns are shown. */
const NAME_KEYS = ["name", "label", "code"];

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** A catalogue table; sortable (vehicles, packages, options, fields) when onReorder is given. */
export function CatalogueTable<T extends { id: number }>({
  caption,
  items,
  columns,
  nameOf,
  actions,
  onReorder,
}: CatalogueTableProps<T>) {
  injectStyles("catalogue", css);
  const { i18n } = useLingui();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const names = new Map(items.map((item) => [item.id, nameOf(item)]));
  const latest = useRef({ i18n, ids, nameOf: (id: number) => names.get(id) ?? "" });
  latest.current = { i18n, ids, nameOf: (id: number) => names.get(id) ?? "" };
  const announcements = useMemo(() => dragAnnouncements(() => latest.current), []);
  const frame = useRef<HTMLDivElement>(null);
  const compact = useCompactTable(frame, `${items.length}:${columns.map((column) => column.key).join()}`);
  const shown = compact ? columns.filter((column) => !column.secondary) : columns;
  const folded = compact ? columns.filter((column) => column.secondary) : [];
  // The folded pairs go under the row's name (an options row starts with its icon).
  const host = shown.find((column) => NAME_KEYS.includes(column.key)) ?? shown[0];
  const cells = (item: T) => (
    <>
      {shown.map((column) => (
        <td key={column.key} className={column.numeric ? "cell-number" : undefined}>
          {column.cell(item)}
          {column === host && folded.length ? <RowMore item={item} columns={folded} /> : null}
        </td>
      ))}
      <td className="cell-actions">{actions(item)}</td>
    </>
  );
  const head = (
    <thead>
      <tr>
        {onReorder ? (
          <th scope="col" className="drag-cell">
            <span className="visually-hidden">{i18n._("Order")}</span>
          </th>
        ) : null}
        {shown.map((column) => (
          <th key={column.key} scope="col" className={column.numeric ? "cell-number" : undefined}>
            {column.header}
          </th>
        ))}
        <th scope="col" className="cell-actions">
          {i18n._("Actions")}
        </th>
      </tr>
    </thead>
  );

  if (!onReorder) {
    return (
      <div className="table-scroll" ref={frame}>
        <table className="catalogue-table">
          <caption className="visually-hidden">{caption}</caption>
          {head}
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>{cells(item)}</tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <div className="table-scroll" ref={frame}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: dragInstructions(i18n),
        }}
      >
        <table className="catalogue-table">
          <caption className="visually-hidden">{caption}</caption>
          {head}
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <tbody>
              {items.map((item) => (
                <SortableRow key={item.id} id={item.id} name={nameOf(item)}>
                  {cells(item)}
                </SortableRow>
              ))}
            </tbody>
          </SortableContext>
        </table>
      </DndContext>
    </div>
  );
}

/** A folded row's secondary columns, as "header: value" pairs under its first cell. */
function RowMore<T>({ item, columns }: { item: T; columns: readonly Column<T>[] }) {
  return (
    <dl className="row-more">
      {columns.map((column) => (
        <div key={column.key}>
          <dt>{column.header}</dt>
          <dd>{column.cell(item)}</dd>
        </div>
      ))}
    </dl>
  );
}
