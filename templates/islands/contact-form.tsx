import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Icon } from '../components/icons.tsx';
import { createContactClient, type ContactMessage } from './services/contact-client.ts';
import { track } from './runtime/track.ts';
import { isEmail } from './wizard/validation.ts';

export interface ContactFormProps {
  endpoint: string;
  topics: { value: string; label: string }[];
  labels: {
    title: string; name: string; email: string; company: string; phone: string; topic: string; message: string;
    submit: string; sending: string; success: string; required: string; requiredMark: string; invalidEmail: string;
  };
}

const empty: ContactMessage = { name: '', email: '', company: '', phone: '', topic: 'general', message: '' };
const requiredFields = ['name', 'email', 'message'] as const;
type Field = keyof ContactMessage;

/** Why a field is refused: left empty, or an email the rules do not accept. */
type FieldError = 'required' | 'email';

/**
 * The email rule: the browser's own check of `type="email"` and the wizard's (text, @, text,
 * dot, text): `a@b` passes the browser and is refused, so a lead is never "sent" unreachable.
 */
export function emailProblem(value: string): FieldError | undefined {
  if (value.trim() === '') return 'required';
  return isEmail(value) ? undefined : 'email';
}

/**
 * The contact form: required name, email and message; 2 s sending state; success then reset.
 * The browser validates (required, `type="email"`) with or without JavaScript; the island adds
 * the wizard's email rule as a custom validity, and shows every refusal as an inline message
 * in the page's language instead of the browser's bubble.
 */
export default function ContactForm({ endpoint, topics, labels }: ContactFormProps) {
  const [values, setValues] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');

  // "Contact sales" links here with ?topic=sales: preselect it.
  useEffect(() => {
    const topic = new URLSearchParams(window.location.search).get('topic');
    if (topic && topics.some((t) => t.value === topic)) setValues((v) => ({ ...v, topic }));
  }, [topics]);

  const update = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const input = event.currentTarget as HTMLInputElement;
    const value = input.value;
    if (field === 'email' && typeof input.setCustomValidity === 'function') {
      input.setCustomValidity(emailProblem(value) === 'email' ? labels.invalidEmail : '');
    }
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (status === 'sent') setStatus('idle');
  };

  // The browser refused the form: each invalid field fires `invalid`, one after another, and no
  // submit follows. The bubble is replaced by the inline message; focus goes to the first field.
  const attempt = useRef<Field[] | null>(null);
  const refused = (field: Field) => (event: { preventDefault(): void; currentTarget: unknown }) => {
    event.preventDefault();
    const input = event.currentTarget as HTMLInputElement;
    const reason: FieldError = field === 'email' && !input.validity.valueMissing ? 'email' : 'required';
    if (attempt.current === null) {
      attempt.current = [];
      queueMicrotask(() => {
        const first = attempt.current?.[0];
        attempt.current = null;
        if (first) document.getElementById(`contact-${first}`)?.focus();
      });
    }
    attempt.current.push(field);
    setErrors((e) => ({ ...e, [field]: reason }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The same rules again, for a browser that submits without checking them.
    const found: Partial<Record<Field, FieldError>> = {};
    for (const field of requiredFields) if (values[field].trim() === '') found[field] = 'required';
    found.email ??= emailProblem(values.email);
    const invalid = (Object.keys(found) as Field[]).filter((field) => found[field] !== undefined);
    if (invalid.length > 0) {
      setErrors(found);
      document.getElementById(`contact-${invalid[0]}`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await createContactClient(endpoint).send(values);
      track('generate_lead', { topic: values.topic });
      setValues(empty);
      setStatus('sent');
    } catch {
      setStatus('idle');
    }
  };

  const field = (name: Field, label: string, input: (props: Record<string, unknown>) => ReactElement, required = false) => (
    <div className="field">
      <label htmlFor={`contact-${name}`}>
        {label}
        {required ? <><span className="field__required" aria-hidden="true">*</span><span className="visually-hidden"> ({labels.requiredMark})</span></> : null}
      </label>
      {input({
        id: `contact-${name}`, name, value: values[name], onInput: update(name), onChange: update(name), onInvalid: refused(name), required,
        'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
      })}
      {errors[name] ? <p className="field__error" id={`contact-${name}-error`}><Icon name="alert" size={16} />{errors[name] === 'email' ? labels.invalidEmail : labels.required}</p> : null}
    </div>
  );

  return (
    <form className="form card" id="contact-form" aria-labelledby="contact-form-title" onSubmit={submit}>
      <h2 id="contact-form-title">{labels.title}</h2>
      <div className="form__row">
        {field('name', labels.name, (p) => <input {...p} type="text" autoComplete="name" />, true)}
        {field('email', labels.email, (p) => <input {...p} type="email" autoComplete="email" dir="ltr" />, true)}
      </div>
      <div className="form__row">
        {field('company', labels.company, (p) => <input {...p} type="text" autoComplete="organization" />)}
        {field('phone', labels.phone, (p) => <input {...p} type="tel" autoComplete="tel" dir="ltr" />)}
      </div>
      {field('topic', labels.topic, (p) => <select {...p}>{topics.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}</select>)}
      {field('message', labels.message, (p) => <textarea {...p} rows={5} />, true)}
      <button className="button button--primary" type="submit" disabled={status === 'sending'}>
        {status === 'sending' ? labels.sending : labels.submit}
      </button>
      <p className="form__status" role="status">
        {status === 'sent' ? <span className="form__success"><Icon name="check" size={18} />{labels.success}</span> : null}
      </p>
    </form>
  );
}
