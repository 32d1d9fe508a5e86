import { memo, useRef, type ReactElement } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useKeepTypedBeforeStart } from './KeptTextField';

export interface Option<V extends string> {
  value: V;
  label: string;
}

/** What a field of fixed choices takes (SelectField, RadioField): its form key, the choice, the choices, the setter. */
export interface ChoiceProps<V extends string> {
  /** The form key: the no-script post sends the choice under it (CALC-PAGE-8, decision 047). */
  name: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
}

type SelectFieldProps<V extends string> = Omit<TextFieldProps, 'value' | 'onChange' | 'select' | 'name'> &
  ChoiceProps<V>;

/**
 * A labelled drop-down of fixed choices: a native `<select>` (MUI's TextField with native options), so it opens and
 * posts its choice from the server's HTML, before the app starts or without it (decision 047). A choice made before
 * start-up becomes the state, as typed text does (CALC-PAGE-9). Memoised (CALC-STATES-7): with a stable onChange
 * (useCalculation's `choose(key)`) and options kept in a constant, typing elsewhere in the form does not redraw it.
 */
export const SelectField = memo(function SelectField<V extends string>({
  value,
  options,
  onChange,
  slotProps,
  ...rest
}: SelectFieldProps<V>) {
  const select = useRef<HTMLSelectElement>(null);
  useKeepTypedBeforeStart(select, value, (chosen) => {
    if (options.some((option) => option.value === chosen)) onChange(chosen as V);
  });
  return (
    <TextField
      select
      fullWidth
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
      slotProps={{
        ...slotProps,
        select: { native: true },
        // A native select shows its choice at once: the label stays above it.
        inputLabel: { shrink: true },
        htmlInput: { ref: select },
      }}
      {...rest}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}) as <V extends string>(props: SelectFieldProps<V>) => ReactElement;
