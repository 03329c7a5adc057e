/** A busy indicator with a visible label, announced politely to screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="cb-spinner" role="status">
      <span className="cb-spinner-wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
