import { useLingui } from "@lingui/react";

interface ItemActionsProps {
  name: string;
  onEdit(): void;
  onCopy?: (() => void) | undefined;
  /** Absent for items that cannot be deleted (built-in booking-form fields). */
  onDelete?: (() => void) | undefined;
}

/** The row buttons; each names its item for screen readers ("Edit Sedan"). */
export function ItemActions({ name, onEdit, onCopy, onDelete }: ItemActionsProps) {
  const { i18n } = useLingui();
  return (
    <span className="row-actions">
      <button
        type="button"
        className="button-link"
        onClick={onEdit}
        aria-label={i18n._("Edit {name}", { name })}
      >
        {i18n._("Edit")}
      </button>
      {onCopy ? (
        <button
          type="button"
          className="button-link"
          onClick={onCopy}
          aria-label={i18n._("Copy {name}", { name })}
        >
          {i18n._("Copy")}
        </button>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          className="button-link button-link-danger"
          onClick={onDelete}
          aria-label={i18n._("Delete {name}", { name })}
        >
          {i18n._("Delete")}
        </button>
      ) : null}
    </span>
  );
}
