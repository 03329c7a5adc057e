import { type ReactNode, useId } from "react";

/** What every labelled field shares: an id, a hint and an error linked by aria-describedby. */
export interface FieldChrome {
  /** The visible label (also the accessible name). */
  label: string;
  /** Shown under the field; announced (role=alert) when it appears, linked to the input. */
  error?: string | undefined;
  /** A short help text under the field, linked to the input. */
  hint?: ReactNode;
}

export function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  return {
    fieldId,
    hintId,
    errorId,
    /** Spread on the input. */
    aria: {
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": describedBy || undefined,
    },
  };
}

/** The hint and error paragraphs under a field. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

export const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");
