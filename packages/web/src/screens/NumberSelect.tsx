/** A labelled list of whole numbers to choose one from (minutes, seconds…), each shown as itself. */
export function NumberSelect({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  /** The numbers offered, in the order shown. */
  choices: readonly number[];
  /** The chosen number, one of `choices`. */
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label class="field">
      <span>{label}</span>
      <select
        value={String(value)}
        onChange={(e) => onChange(Number((e.target as HTMLSelectElement).value))}
      >
        {choices.map((n) => (
          <option key={n} value={String(n)}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
