import { countryLabel } from './number-record.ts';
import type { CountryOption } from './types.ts';

/**
 * A country's flag beside its name or its dropdown: decorative (the name is what is read), 4:3 at
 * 20×15 with its size set so nothing moves while it loads. With no country chosen, an empty
 * frame of the same size keeps the dropdown where it is.
 */
export function CountryFlag({ country }: { country?: CountryOption }) {
  if (!country?.flagSrc) return <span className="flag flag--none" aria-hidden="true" />;
  return <img className="flag" src={country.flagSrc} alt="" width={20} height={15} decoding="async" />;
}

/**
 * Every country in a dropdown, the chosen one's flag beside it; the label is the Field's around
 * it. `placeholder`: a first, empty choice, for a form where no country is chosen yet.
 */
export function CountrySelect({
  id,
  countries,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  countries: CountryOption[];
  value: string;
  placeholder?: string;
  onChange: (code: string) => void;
}) {
  return (
    <div className="country-select">
      <CountryFlag country={countries.find((c) => c.code === value)} />
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {countryLabel(c)}
          </option>
        ))}
      </select>
    </div>
  );
}
