import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal on the native `<dialog>`: `showModal()` makes the rest of the page inert (focus is
 * trapped) and Escape closes it; focus goes back to what opened it. Direction follows the page.
 *
 * `dismissible={false}` is for a dialog whose only way on is its own action: Escape (and
 * Android's back gesture, which browsers send as the same `cancel`) is refused. Browsers still
 * let a second, repeated Escape through (close watchers), so such a dialog's owner must leave its
 * page usable when `onClose` runs anyway.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  dismissible = true,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  dismissible?: boolean;
  /** Added to `dialog` (a wider dialog, such as search's). */
  className?: string;
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
      // The opener may be gone (the step moved on): focus then stays where the page put it.
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
    const handleCancel = (event: Event) => {
      if (!dismissible) event.preventDefault();
    };
    dialog.addEventListener('close', handleClose);
    dialog.addEventListener('cancel', handleCancel);
    return () => {
      dialog.removeEventListener('close', handleClose);
      dialog.removeEventListener('cancel', handleCancel);
    };
  }, [onClose, dismissible]);
  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {open ? children : null}
    </dialog>
  );
}
