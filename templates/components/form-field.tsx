import type { ReactNode } from 'react';

/** Label above, the control, then hint or error below. Required fields carry a visible asterisk. */
export function Field({ id, label, required, requiredLabel, hint, children }: {
  id: string;
  label: string;
  required?: boolean;
  /** Spoken instead of the asterisk ("required" in the page's language). */
  requiredLabel: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <>
            <span className="field__required" aria-hidden="true">*</span>
            <span className="visually-hidden"> ({requiredLabel})</span>
          </>
        ) : null}
      </label>
      {children}
      {hint ? <p className="field__hint" id={`${id}-hint`}>{hint}</p> : null}
    </div>
  );
}
