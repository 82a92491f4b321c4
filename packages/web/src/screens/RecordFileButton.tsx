/** The inputs of a {@link RecordFileButton}. */
export interface RecordFileButtonProps {
  /** The button's text. */
  readonly label: string;
  /** Called with the game record file the user picked. */
  readonly onImport: (file: File) => void;
}

/**
 * A button that opens a game record file (JSON, or an Oware game in Oware Game Notation, `.ogn`):
 * a file input dressed as a button, emptied after
 * each pick so that the same file can be opened again.
 */
export function RecordFileButton({ label, onImport }: RecordFileButtonProps) {
  return (
    <label class="button secondary file-button">
      {label}
      <input
        type="file"
        accept="application/json,.json,.ogn"
        class="visually-hidden"
        onChange={(e) => {
          const input = e.target as HTMLInputElement;
          const file = input.files?.[0];
          if (file) onImport(file);
          input.value = '';
        }}
      />
    </label>
  );
}
