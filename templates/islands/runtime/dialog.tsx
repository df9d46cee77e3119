import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal on the native `<dialog>`: `showModal()` makes the rest of the page inert (focus is
 * trapped) and Escape closes it; focus goes back to what opened it. Direction follows the page.
 */
export function Dialog({ open, onClose, labelledBy, describedBy, children }: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      onClose();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);
  return (
    <dialog ref={ref} className="dialog" aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {open ? children : null}
    </dialog>
  );
}
