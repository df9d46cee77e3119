import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { Icon } from '../components/icons.tsx';
import { createContactClient, type ContactMessage } from './services/contact-client.ts';
import { track } from './runtime/track.ts';

export interface ContactFormProps {
  endpoint: string;
  topics: { value: string; label: string }[];
  labels: {
    title: string; name: string; email: string; company: string; phone: string; topic: string; message: string;
    submit: string; sending: string; success: string; required: string; requiredMark: string;
  };
}

const empty: ContactMessage = { name: '', email: '', company: '', phone: '', topic: 'general', message: '' };
const requiredFields = ['name', 'email', 'message'] as const;
type Field = keyof ContactMessage;

/** The contact form: required name, email and message; 2 s sending state; success then reset. */
export default function ContactForm({ endpoint, topics, labels }: ContactFormProps) {
  const [values, setValues] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, true>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');

  // "Contact sales" links here with ?topic=sales: preselect it.
  useEffect(() => {
    const topic = new URLSearchParams(window.location.search).get('topic');
    if (topic && topics.some((t) => t.value === topic)) setValues((v) => ({ ...v, topic }));
  }, [topics]);

  const update = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (status === 'sent') setStatus('idle');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = requiredFields.filter((field) => values[field].trim() === '');
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, true])));
      document.getElementById(`contact-${missing[0]}`)?.focus();
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
        id: `contact-${name}`, name, value: values[name], onInput: update(name), onChange: update(name), required,
        'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
      })}
      {errors[name] ? <p className="field__error" id={`contact-${name}-error`}><Icon name="alert" size={16} />{labels.required}</p> : null}
    </div>
  );

  return (
    <form className="form card" id="contact-form" aria-labelledby="contact-form-title" noValidate onSubmit={submit}>
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
