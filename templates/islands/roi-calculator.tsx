import { useEffect, useMemo, useRef, useState } from 'react';
import { prefersReducedMotion, timings } from './runtime/timing.ts';
import { track } from './runtime/track.ts';

/**
 * The spec's model (section 9): 35% of customers review when asked; each review brings 2.1
 * customers. Kept in whole numbers (percent, tenths): 0.35 is not exact in binary, and
 * 700 * 0.35 rounds down to 244, not 245.
 */
export const roiModel = { reviewPercent: 35, customersPerReviewTenths: 21 } as const;

export function computeRoi(customers: number, orderValue: number) {
  const reviews = Math.floor((customers * roiModel.reviewPercent) / 100);
  const newCustomers = Math.floor((reviews * roiModel.customersPerReviewTenths) / 10);
  return { reviews, newCustomers, revenue: newCustomers * orderValue };
}

/** The customers slider is the same in every currency (spec section 9); order value is per currency. */
export const customersSlider = { min: 50, max: 1000, step: 50, default: 250 } as const;

export interface RoiCounter {
  target: number;
  decimals: number;
  /** A percentage (217 → "217%") or a plain number, set into `pattern` ("{{value}}x"). */
  kind: 'percent' | 'number';
  pattern: string;
  label: string;
  /** The final value as the server formatted it (what the page shows without JavaScript). */
  text: string;
}

export interface RoiCalculatorProps {
  idPrefix: string;
  /** BCP 47 locale and ISO currency for the browser's Intl formatting. */
  formatLocale: string;
  currency: string;
  /** The order-value slider in the currency's units (data/currencies.json). */
  orderValue: { min: number; max: number; step: number; default: number };
  labels: { customers: string; orderValue: string; reviewsGained: string; newCustomers: string; extraRevenue: string; assumption: string };
  /** Server-formatted texts of the defaults, so hydration matches the HTML byte for byte. */
  initialText: { customers: string; orderValue: string; reviews: string; newCustomers: string; revenue: string };
  counters: RoiCounter[];
}

function useFormatters(locale: string, currency: string) {
  return useMemo(
    () => ({
      number: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
      money: new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }),
    }),
    [locale, currency],
  );
}

/** Counts from 0 to each target in 60 steps over 2 s of the clock once the tiles scroll into view. */
function Counters({ counters, formatLocale }: { counters: RoiCounter[]; formatLocale: string }) {
  const list = useRef<HTMLUListElement>(null);
  const [progress, setProgress] = useState(1);
  useEffect(() => {
    const element = list.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    const box = element.getBoundingClientRect();
    // Already on screen at load: keep the final figures rather than make them jump.
    if (box.top < window.innerHeight && box.bottom > 0) return;
    setProgress(0);
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const started = performance.now();
      timer = setInterval(() => {
        // Steps of the clock, not ticks counted: a slow phone's late timers still end at 2 s.
        const step = Math.min(
          timings.roiCounterSteps,
          Math.floor(((performance.now() - started) / timings.roiCounterMs) * timings.roiCounterSteps),
        );
        setProgress(step / timings.roiCounterSteps);
        if (step >= timings.roiCounterSteps) clearInterval(timer);
      }, timings.roiCounterMs / timings.roiCounterSteps);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearInterval(timer);
    };
  }, []);
  const format = (counter: RoiCounter) => {
    if (progress >= 1) return counter.text;
    const value = counter.target * progress;
    const digits = { minimumFractionDigits: counter.decimals, maximumFractionDigits: counter.decimals };
    const text =
      counter.kind === 'percent'
        ? new Intl.NumberFormat(formatLocale, { style: 'percent', ...digits }).format(value / 100)
        : new Intl.NumberFormat(formatLocale, digits).format(value);
    return counter.pattern.split('{{value}}').join(text);
  };
  return (
    <ul className="grid grid--3 plain-list roi-counters" ref={list}>
      {counters.map((counter) => (
        <li key={counter.label} className="card stat-tile">
          <strong className="ltr">{format(counter)}</strong>
          <span className="muted">{counter.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The calculator's inputs, each rounded to two significant digits (1,234 → 1,200). */
function roundedInputs(inputs: { customers: number; orderValue: number }): { customers: number; orderValue: number } {
  const round = (value: number) => (value === 0 ? 0 : Number(value.toPrecision(2)));
  return { customers: round(inputs.customers), orderValue: round(inputs.orderValue) };
}

interface SliderFieldProps {
  id: string;
  label: string;
  /** The value as the page writes it ("$75"), beside the label. */
  shown: string;
  range: { min: number; max: number; step: number };
  value: number;
  onValue: (value: number) => void;
}

/**
 * A slider with a number field beside it that sets the same value: dragging is never the only
 * way (WCAG 2.2, 2.5.7). The field takes any whole number in the slider's range, not only its
 * steps; while a visitor types a number that is not (yet) in range, the result keeps the last
 * good one, and leaving the field shows that value again.
 */
function SliderField({ id, label, shown, range, value, onValue }: SliderFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const slid = (event: { currentTarget: HTMLInputElement }) => {
    setDraft(null);
    onValue(Number(event.currentTarget.value));
  };
  const typed = (event: { currentTarget: HTMLInputElement }) => {
    const text = event.currentTarget.value;
    setDraft(text);
    const number = Number(text);
    if (text.trim() !== '' && Number.isInteger(number) && number >= range.min && number <= range.max) onValue(number);
  };
  return (
    <div className="slider">
      <div className="slider__head">
        <label id={`${id}-label`} htmlFor={id}>
          {label}
        </label>
        <output htmlFor={`${id} ${id}-number`} className="ltr">
          {shown}
        </output>
      </div>
      <div className="slider__control">
        <input id={id} type="range" min={range.min} max={range.max} step={range.step} value={value} onInput={slid} onChange={slid} />
        {/* Named by the slider's label: one visible name for both ways of setting the value. */}
        <input
          id={`${id}-number`}
          className="ltr"
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          value={draft ?? String(value)}
          aria-labelledby={`${id}-label`}
          onInput={typed}
          onChange={typed}
          onBlur={() => setDraft(null)}
        />
      </div>
    </div>
  );
}

export default function RoiCalculator(props: RoiCalculatorProps) {
  const { idPrefix, labels, initialText } = props;
  const [customers, setCustomers] = useState<number>(customersSlider.default);
  const [orderValue, setOrderValue] = useState<number>(props.orderValue.default);
  const [touched, setTouched] = useState(false);
  const tracked = useRef(false);
  const formats = useFormatters(props.formatLocale, props.currency);
  const result = computeRoi(customers, orderValue);
  const text = touched
    ? {
        customers: formats.number.format(customers),
        orderValue: formats.money.format(orderValue),
        reviews: formats.number.format(result.reviews),
        newCustomers: formats.number.format(result.newCustomers),
        revenue: formats.money.format(result.revenue),
      }
    : initialText;
  const change = (set: (value: number) => void, field: 'customers' | 'orderValue') => (value: number) => {
    set(value);
    // Once per page: a slider's input and change events may both come before the re-render.
    // The inputs go rounded to two significant digits: what size of business, not a fingerprint.
    if (!tracked.current)
      track('calculator_use', { currency: props.currency, ...roundedInputs({ customers, orderValue, [field]: value }) });
    tracked.current = true;
    setTouched(true);
  };
  return (
    <div>
      {props.counters.length > 0 ? <Counters counters={props.counters} formatLocale={props.formatLocale} /> : null}
      <div className="roi-panel card">
        <div className="roi-panel__inputs">
          <SliderField
            id={`${idPrefix}-customers`}
            label={labels.customers}
            shown={text.customers}
            range={customersSlider}
            value={customers}
            onValue={change(setCustomers, 'customers')}
          />
          <SliderField
            id={`${idPrefix}-order`}
            label={labels.orderValue}
            shown={text.orderValue}
            range={props.orderValue}
            value={orderValue}
            onValue={change(setOrderValue, 'orderValue')}
          />
          <p className="roi-note">{labels.assumption}</p>
        </div>
        <dl className="roi-results" aria-live="polite">
          <div>
            <dt>{labels.reviewsGained}</dt>
            <dd className="ltr">{text.reviews}</dd>
          </div>
          <div>
            <dt>{labels.newCustomers}</dt>
            <dd className="ltr">{text.newCustomers}</dd>
          </div>
          <div>
            <dt>{labels.extraRevenue}</dt>
            <dd className="ltr">{text.revenue}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
