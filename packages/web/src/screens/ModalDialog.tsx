import type { ComponentChildren } from 'preact';

/**
 * A modal dialog box (WAI-ARIA dialog pattern): `role` `dialog`, or `alertdialog` for a question
 * that interrupts play; named by the element with id `labelledBy` (its heading) and described by
 * the one with id `describedBy`. Escape pressed inside it calls `onEscape`. Where the focus starts
 * is up to the caller.
 */
export function ModalDialog({
  class: className,
  role = 'dialog',
  labelledBy,
  describedBy,
  onEscape,
  children,
}: {
  /** The CSS class of the box. */
  class: string;
  role?: 'dialog' | 'alertdialog';
  /** The id of the dialog's heading. */
  labelledBy: string;
  /** The id of the text that says what the dialog is for. */
  describedBy: string;
  /** Called on Escape: cancel or decline. */
  onEscape: () => void;
  children: ComponentChildren;
}) {
  return (
    <div
      class={className}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
    >
      {children}
    </div>
  );
}
