import { memo, type ReactElement } from 'react';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export interface Option<V extends string> {
  value: V;
  label: string;
}

type SelectFieldProps<V extends string> = Omit<TextFieldProps, 'value' | 'onChange' | 'select'> & {
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
};

/**
 * A labelled drop-down of fixed choices. Memoised (CALC-STATES-7): with a stable onChange (useCalculation's
 * `choose(key)`) and options kept in a constant, typing elsewhere in the form does not redraw it.
 */
export const SelectField = memo(function SelectField<V extends string>({
  value,
  options,
  onChange,
  ...rest
}: SelectFieldProps<V>) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
      {...rest}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}) as <V extends string>(props: SelectFieldProps<V>) => ReactElement;
