import type { ConsentBoxId, ConsentSentence } from '../services/consent.ts';
import { keepPrefixes } from './keep-prefixes.ts';

/**
 * The consent boxes: WhatsApp messages and marketing e-mail, separate, unticked until the visitor
 * ticks them (Meta's opt-in policy; DECISIONS.md "Spam and consent"). Each sentence is shown as
 * the build wrote it, since the record sent with the form quotes it.
 */
export function ConsentBoxes({
  idPrefix,
  legend,
  sentences,
  checked,
  onChange,
  names,
}: {
  idPrefix: string;
  legend: string;
  sentences: Record<ConsentBoxId, ConsentSentence>;
  checked: Record<ConsentBoxId, boolean>;
  onChange: (id: ConsentBoxId, checked: boolean) => void;
  /** Form field names, for a form posted without JavaScript. */
  names?: Record<ConsentBoxId, string>;
}) {
  const ids: ConsentBoxId[] = ['whatsapp', 'marketingEmail'];
  return (
    <fieldset className="consent">
      <legend>{legend}</legend>
      {ids.map((id) => (
        <label key={id} className="field--check consent__box" htmlFor={`${idPrefix}-${id}`}>
          <input
            id={`${idPrefix}-${id}`}
            type="checkbox"
            name={names?.[id]}
            value="yes"
            checked={checked[id]}
            onChange={(event) => onChange(id, event.currentTarget.checked)}
          />
          <span>{keepPrefixes(sentences[id].text)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A field hidden from people, keyboards and screen readers (the stylesheet hides it): a person
 * leaves it empty, a bot that fills every field does not. The server judges it.
 */
export function Honeypot({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="form__trap">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onInput={(e) => onChange(e.currentTarget.value)}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}
