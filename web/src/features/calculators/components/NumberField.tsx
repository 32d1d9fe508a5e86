import { memo, useLayoutEffect, useRef } from 'react';
import { Box, Slider, TextField, type TextFieldProps } from '@mui/material';
import { formatIndianNumber } from '@36x/common';
import type { InputKind } from '@36x/common/finance';
import { toNumber } from '../parse';
import { useKeepTypedBeforeStart } from './KeptTextField';

/** A slider's [min, max, step]; the typed field may go beyond it, up to the kind's caps. */
export type SliderRange = readonly [number, number, number];

export type NumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'error'> & {
  /** The field's text (calculator inputs are text until calculated, CALC-STATES-2). */
  value: string;
  onChange: (text: string) => void;
  /** Smallest sensible value, for the browser's spinner; nothing is enforced beyond the spec's rules. */
  min?: number;
  step?: number | 'any';
  /**
   * What the number is (CALC-STATES-7): amounts are shown with Indian digit grouping as they are typed; every kind gets a
   * slider with a sensible range. Without a kind the field is a plain number input.
   */
  kind?: InputKind;
  /** The slider's range when the kind's default does not suit (a monthly SIP is not a home loan); false: none. */
  range?: SliderRange | false;
  /** A message under the field (a cap exceeded), in place of the helper text. */
  error?: string;
};

/** Slider ranges by kind: the values most visitors pick; typing goes further, up to the caps. */
export const DEFAULT_RANGES: Record<InputKind, SliderRange> = {
  amount: [0, 1_00_00_000, 10_000],
  rate: [0, 30, 0.1],
  interest: [0, 30, 0.1],
  volatility: [0, 100, 0.5],
  years: [0, 40, 1],
  wholeYears: [0, 40, 1],
  age: [18, 100, 1],
  days: [0, 365, 1],
  expiryDays: [0, 365, 1],
  months: [0, 360, 1],
  count: [0, 100, 1],
  factor: [0, 100, 1],
};

/** Text as typed, with Indian grouping of its whole part when it is a plain decimal: '1500000.5' → '15,00,000.5'. */
export function groupAmountText(text: string): string {
  const match = /^(-?)(\d+)(\.\d*)?$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = ''] = match;
  return `${sign}${formatIndianNumber(Number(whole))}${fraction}`;
}

/** What an amount field keeps of what was typed: no grouping commas, spaces or letters other than an exponent. */
function amountTextOf(typed: string): string {
  return typed.replace(/[^0-9.eE+-]/g, '');
}

/**
 * The slider's accessible name: 'Annual income (₹)' → 'Annual income slider (₹)'. It differs from the typed field's
 * label, so finding a field by its label (people's tools and our tests alike) finds the one text box.
 */
export function sliderName(label: string): string {
  const unit = /^(.*?)\s*(\([^)]*\))$/.exec(label);
  return unit ? `${unit[1]} slider ${unit[2]}` : `${label} slider`;
}

/** The caret position in `text` after `count` characters that are not grouping commas. */
function caretAfter(text: string, count: number): number {
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (seen === count) return i;
    if (text[i] !== ',') seen += 1;
  }
  return text.length;
}

/** Props compared for memo: each by identity, except arrays (a slider range written inline) by their items. */
function sameProps(a: NumberFieldProps, b: NumberFieldProps): boolean {
  const keys = Object.keys(a) as (keyof NumberFieldProps)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x: unknown = a[key];
    const y: unknown = b[key];
    if (Object.is(x, y)) return true;
    return (
      Array.isArray(x) &&
      Array.isArray(y) &&
      x.length === y.length &&
      x.every((item, index) => Object.is(item, y[index]))
    );
  });
}

/**
 * A number input with the unit in its label, e.g. "Annual income (₹)": a decimal keypad on phones and, with a
 * `kind`, a slider under it synced both ways (keyboard: arrows, Page Up/Down, Home/End). Amount fields are text
 * inputs so they can show 15,00,000 as it is typed; the form keeps the plain digits. Memoised (CALC-STATES-7): a
 * keystroke in one field renders that field, not the form's others (their setters are stable: useCalculation's `set`).
 */
export const NumberField = memo(function NumberField({
  value,
  onChange,
  min,
  step = 'any',
  kind,
  range,
  error,
  slotProps,
  helperText,
  label,
  ...rest
}: NumberFieldProps) {
  const grouped = kind === 'amount';
  // Text a number input cannot hold (a link's 'abc' or 'NaN'): shown as typed in a text input, beside its message,
  // rather than blanked by the browser (CALC-STATES-8: nothing replaced without a word).
  const textual = grouped || (value.trim() !== '' && Number.isNaN(Number(value)));
  const shown = grouped ? groupAmountText(value) : value;
  const input = useRef<HTMLInputElement>(null);
  // Where the caret goes after regrouping: after the same number of typed characters as before.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    const position = caretAfter(shown, caret.current);
    caret.current = null;
    element.setSelectionRange(position, position);
  }, [shown]);

  // What was typed: an amount keeps its digits (the caret stays after the same digits once regrouped).
  const take = (typed: string, at: number | null) => {
    if (!grouped) return onChange(typed);
    caret.current = amountTextOf(typed.slice(0, at ?? typed.length)).length;
    onChange(amountTextOf(typed));
  };
  // CALC-PAGE-9: text typed before the app started becomes the state.
  useKeepTypedBeforeStart(input, shown, take);

  const slider = kind && range !== false ? (range ?? DEFAULT_RANGES[kind]) : null;
  const number = toNumber(value);
  const sliderValue = slider
    ? Math.min(slider[1], Math.max(slider[0], Number.isFinite(number) ? number : slider[0]))
    : 0;

  return (
    <Box>
      <TextField
        type={textual ? 'text' : 'number'}
        fullWidth
        size="small"
        label={label}
        value={shown}
        error={!!error}
        helperText={error ?? helperText}
        inputRef={input}
        onChange={(event) => take(event.target.value, event.target.selectionStart)}
        // Scrolling over a focused number input must not change the amount.
        onWheel={(event) => (event.target as HTMLInputElement).blur()}
        slotProps={{
          ...slotProps,
          // Always above the box: a long label inside an empty narrow field would be cut ("Health insurance, par…").
          inputLabel: { shrink: true, ...(slotProps?.inputLabel as object | undefined) },
          htmlInput: grouped
            ? { inputMode: 'decimal', autoComplete: 'off' }
            : { inputMode: 'decimal', min, step },
        }}
        {...rest}
      />
      {slider && (
        <Box sx={{ px: 1.25 }} data-print="hide">
          <Slider
            size="small"
            min={slider[0]}
            max={slider[1]}
            step={slider[2]}
            value={sliderValue}
            onChange={(_, next) => onChange(String(next as number))}
            getAriaValueText={(v) => (grouped ? `₹${formatIndianNumber(v)}` : String(v))}
            slotProps={{ input: { 'aria-label': sliderName(typeof label === 'string' ? label : 'Value') } }}
            sx={{ py: 1.25, mt: 0.25, display: 'block' }}
          />
        </Box>
      )}
    </Box>
  );
}, sameProps);
