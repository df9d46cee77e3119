import type { ReactNode } from 'react';
import { Icon } from '../../components/icons.tsx';
import { keepPrefixes } from '../runtime/keep-prefixes.ts';

/** Label above, control, hint, error below with an icon; required fields carry an asterisk. */
export function Field({
  id,
  label,
  required,
  optionalLabel,
  requiredLabel,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  optionalLabel?: string;
  requiredLabel: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {keepPrefixes(label)}
        {required ? (
          <>
            <span className="field__required" aria-hidden="true">
              *
            </span>
            <span className="visually-hidden"> ({requiredLabel})</span>
          </>
        ) : null}
        {!required && optionalLabel ? <span className="field__optional"> ({optionalLabel})</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          <Icon name="alert" size={16} />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props that tie a control to its hint and error. */
export function describedBy(id: string, error?: string, hint?: boolean) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
