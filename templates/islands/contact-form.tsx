import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Icon } from '../components/icons.tsx';
import { clearContactDraft, readContactDraft, saveContactDraft } from './contact/contact-draft.ts';
import { ContactStatus, type ContactState } from './contact/contact-status.tsx';
import { mailBody, mailtoHref } from './contact/mail-draft.ts';
import { ConsentBoxes, Honeypot } from './runtime/consent-boxes.tsx';
import { track } from './runtime/track.ts';
import { failureOf, resolveApi, type ApiSettings } from './services/api-client.ts';
import { consentRecord, openedForMs, type ConsentBoxId, type ConsentSentence } from './services/consent.ts';
import { sendLead } from './services/lead-client.ts';
import { isEmail } from './wizard/validation.ts';

export interface ContactFormProps {
  api: ApiSettings;
  contactEmail: string;
  /** The page's `<html lang>`, sent as the lead's locale. */
  locale: string;
  /** The API's `createLead` (a plain form post without JavaScript), or '' without an API. */
  leadUrl: string;
  /** Where the API sends a browser without JavaScript: the "message sent" page, and back here when it failed. */
  sentUrl: string;
  failedUrl: string;
  consent: Record<ConsentBoxId, ConsentSentence>;
  topics: { value: string; label: string }[];
  labels: {
    title: string;
    name: string;
    email: string;
    company: string;
    phone: string;
    topic: string;
    message: string;
    submit: string;
    sending: string;
    success: string;
    required: string;
    requiredMark: string;
    invalidEmail: string;
    mailNotice: string;
    mailSubmit: string;
    mailSubject: string;
    mailOpened: string;
    mailAgain: string;
    sendFailed: string;
    tryAgain: string;
    consentLegend: string;
    honeypot: string;
  };
}

type Field = 'name' | 'email' | 'company' | 'phone' | 'topic' | 'message';
const empty: Record<Field, string> = { name: '', email: '', company: '', phone: '', topic: 'general', message: '' };
const noConsent = { whatsapp: false, marketingEmail: false };
const requiredFields = ['name', 'email', 'message'] as const;
const fields: Field[] = ['name', 'email', 'company', 'phone', 'topic', 'message'];

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
 * The contact form. With an API (data/site.json `apiBase`, or the stand-in of `serve`/`dev`) it
 * posts JSON to `createLead` and thanks the visitor only on the API's 2xx; without JavaScript the
 * same form is a plain post to it. Without an API it never pretends: it says, before anything is
 * typed, that sending opens the visitor's mail program, and opens it with the message filled in.
 * What was typed stays in this tab until it is sent.
 */
export default function ContactForm(props: ContactFormProps) {
  const { labels } = props;
  const [api, setApi] = useState(props.api);
  const [values, setValues] = useState(empty);
  const [consent, setConsent] = useState(noConsent);
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<ContactState>({ kind: 'idle' });
  const openedAt = useRef(0);
  const restored = useRef(false);

  // After hydration: the stand-in a local server announces, the draft of this tab, ?topic=.
  useEffect(() => {
    setApi(resolveApi(props.api));
    openedAt.current = Date.now();
    const draft = readContactDraft();
    const topic = new URLSearchParams(window.location.search).get('topic');
    const known = (value: string | null | undefined) => (value && props.topics.some((t) => t.value === value) ? value : undefined);
    if (draft) setConsent(draft.consent);
    setValues({ ...empty, ...draft?.values, topic: known(topic) ?? known(draft?.values.topic) ?? empty.topic });
    restored.current = true;
  }, []);
  // Saved as the change is committed, not after paint: a reload straight after a tick keeps it.
  useLayoutEffect(() => {
    if (restored.current) saveContactDraft({ values, consent });
  }, [values, consent]);

  const update = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const input = event.currentTarget as HTMLInputElement;
    const value = input.value;
    if (field === 'email' && typeof input.setCustomValidity === 'function') {
      input.setCustomValidity(emailProblem(value) === 'email' ? labels.invalidEmail : '');
    }
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (state.kind === 'sent') setState({ kind: 'idle' });
  };
  const message = (reason: FieldError) => (reason === 'email' ? labels.invalidEmail : labels.required);

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
    setErrors((e) => ({ ...e, [field]: message(reason) }));
  };

  const openMailProgram = () => {
    const topic = props.topics.find((t) => t.value === values.topic)?.label ?? values.topic;
    const details: [string, string][] = [
      [labels.name, values.name],
      [labels.email, values.email],
      [labels.company, values.company],
      [labels.phone, values.phone],
    ];
    const ticked = (Object.keys(consent) as ConsentBoxId[]).filter((id) => consent[id]).map((id) => props.consent[id].text);
    const href = mailtoHref(
      props.contactEmail,
      labels.mailSubject.split('{{topic}}').join(topic),
      mailBody(values.message, details, ticked),
    );
    setState({ kind: 'mailed', href });
    window.location.href = href;
  };

  const deliver = async () => {
    setState({ kind: 'sending' });
    try {
      await sendLead(api, {
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        locale: props.locale,
        website: trap,
        openedForMs: openedForMs(openedAt.current),
        consent: consentRecord(props.locale, props.consent, consent),
      });
      track('generate_lead', { topic: values.topic });
      clearContactDraft();
      setValues(empty);
      setConsent(noConsent);
      setState({ kind: 'sent' });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'unavailable') return setState({ kind: 'failed' });
      const refusedFields = failure.fields.filter((field): field is { name: Field; message: string } =>
        fields.includes(field.name as Field),
      );
      setErrors(Object.fromEntries(refusedFields.map((field) => [field.name, field.message])));
      setState({ kind: 'refused', message: failure.message });
      if (refusedFields[0]) document.getElementById(`contact-${refusedFields[0].name}`)?.focus();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same rules again, for a browser that submits without checking them.
    const found: Partial<Record<Field, FieldError>> = {};
    for (const field of requiredFields) if (values[field].trim() === '') found[field] = 'required';
    found.email ??= emailProblem(values.email);
    const invalid = (Object.keys(found) as Field[]).filter((field) => found[field] !== undefined);
    if (invalid.length > 0) {
      setErrors(Object.fromEntries(invalid.map((field) => [field, message(found[field]!)])));
      document.getElementById(`contact-${invalid[0]}`)?.focus();
      return;
    }
    if (api.base) void deliver();
    else openMailProgram();
  };

  const field = (name: Field, label: string, input: (props: Record<string, unknown>) => ReactElement, required = false) => (
    <div className="field">
      <label htmlFor={`contact-${name}`}>
        {label}
        {required ? (
          <>
            <span className="field__required" aria-hidden="true">
              *
            </span>
            <span className="visually-hidden"> ({labels.requiredMark})</span>
          </>
        ) : null}
      </label>
      {input({
        id: `contact-${name}`,
        name,
        value: values[name],
        onInput: update(name),
        onChange: update(name),
        onInvalid: refused(name),
        required,
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
      })}
      {errors[name] ? (
        <p className="field__error" id={`contact-${name}-error`}>
          <Icon name="alert" size={16} />
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  // Without JavaScript the form itself is sent: to the API as a plain post, else to the mail program.
  const formTarget = props.leadUrl
    ? { action: props.leadUrl, encType: 'application/x-www-form-urlencoded' }
    : { action: `mailto:${props.contactEmail}`, encType: 'text/plain' };
  return (
    <form className="form card" id="contact-form" aria-labelledby="contact-form-title" method="post" {...formTarget} onSubmit={submit}>
      <h2 id="contact-form-title">{labels.title}</h2>
      {api.base ? null : (
        <p className="notice" id="contact-mail-notice">
          <Icon name="chat" />
          <span>{labels.mailNotice}</span>
        </p>
      )}
      <div className="form__row">
        {field(
          'name',
          labels.name,
          (p) => (
            <input {...p} type="text" autoComplete="name" maxLength={200} />
          ),
          true,
        )}
        {field(
          'email',
          labels.email,
          (p) => (
            <input {...p} type="email" autoComplete="email" dir="ltr" maxLength={254} />
          ),
          true,
        )}
      </div>
      <div className="form__row">
        {field('company', labels.company, (p) => (
          <input {...p} type="text" autoComplete="organization" maxLength={200} />
        ))}
        {field('phone', labels.phone, (p) => (
          <input {...p} type="tel" autoComplete="tel" dir="ltr" maxLength={40} />
        ))}
      </div>
      {field('topic', labels.topic, (p) => (
        <select {...p}>
          {props.topics.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      ))}
      {field(
        'message',
        labels.message,
        (p) => (
          <textarea {...p} rows={5} maxLength={5000} />
        ),
        true,
      )}
      <ConsentBoxes
        idPrefix="contact-consent"
        legend={labels.consentLegend}
        sentences={props.consent}
        checked={consent}
        names={{ whatsapp: 'consentWhatsapp', marketingEmail: 'consentMarketingEmail' }}
        onChange={(id, checked) => setConsent((c) => ({ ...c, [id]: checked }))}
      />
      <Honeypot id="contact-website" label={labels.honeypot} value={trap} onChange={setTrap} />
      {props.leadUrl ? (
        <>
          <input type="hidden" name="locale" value={props.locale} />
          <input type="hidden" name="sentUrl" value={props.sentUrl} />
          <input type="hidden" name="failedUrl" value={props.failedUrl} />
          <input type="hidden" name="consentWhatsappText" value={props.consent.whatsapp.text} />
          <input type="hidden" name="consentWhatsappSha256" value={props.consent.whatsapp.sha256} />
          <input type="hidden" name="consentMarketingEmailText" value={props.consent.marketingEmail.text} />
          <input type="hidden" name="consentMarketingEmailSha256" value={props.consent.marketingEmail.sha256} />
        </>
      ) : null}
      <div className="form__submit">
        <button className="button button--primary" type="submit" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? labels.sending : api.base ? labels.submit : labels.mailSubmit}
        </button>
        <ContactStatus state={state} labels={labels} onRetry={() => void deliver()} />
      </div>
    </form>
  );
}
