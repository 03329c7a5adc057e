/** A radio group drawn as segments, with its legend (trip type, service type). */
export function Segments<T extends string>({
  name,
  legend,
  value,
  choices,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  choices: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="cb-fieldset">
      <legend className="cb-label">{legend}</legend>
      <div className="cb-segments">
        {choices.map((choice) => (
          <label key={choice.value} className="cb-segment">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
