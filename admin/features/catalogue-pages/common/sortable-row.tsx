import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";

interface SortableRowProps {
  id: number;
  name: string;
  children: ReactNode;
}

/** A table row that moves by its handle: a real button, so it is reached with Tab. */
export function SortableRow({ id, name, children }: SortableRowProps) {
  const { i18n } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, attributes: { roleDescription: i18n._("movable row") } });
  return (
    <tr
      ref={setNodeRef}
      className={isDragging ? "row-dragging" : undefined}
      // Translate only: scaling a table row would squash its cells.
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <td className="drag-cell">
        <button
          type="button"
          className="drag-handle"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={i18n._("Move {name}", { name })}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      </td>
      {children}
    </tr>
  );
}
