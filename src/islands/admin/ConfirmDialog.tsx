/**
 * A confirmation in a native modal <dialog>: the browser traps focus and closes it on Escape.
 * Focus starts on Cancel (the safe choice) and goes back where it was when the dialog closes,
 * or to the section heading when that element went away (the deleted row).
 */
import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string;
  onConfirm: () => void;
  onClose: () => void;
}

export const HEADING_ID = 'admin-heading';

export default function ConfirmDialog({ open, title, children, confirmLabel, busy, error, onConfirm, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (open) return;
    const previous = returnFocusRef.current;
    returnFocusRef.current = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    else if (previous) document.getElementById(HEADING_ID)?.focus();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="admin-dialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-body"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id="confirm-title">{title}</h2>
      <div id="confirm-body">{children}</div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button secondary" ref={cancelRef} onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting…' : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
