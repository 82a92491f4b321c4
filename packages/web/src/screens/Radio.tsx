/** A radio button with its label. */
export function Radio({
  name,
  checked,
  label,
  onChange,
  disabled = false,
}: {
  name: string;
  checked: boolean;
  label: string;
  onChange: () => void;
  /** True when the choice is not offered now (shown, not selectable). */
  disabled?: boolean;
}) {
  return (
    <label class="radio">
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}
