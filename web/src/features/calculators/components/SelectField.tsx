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

/** A labelled drop-down of fixed choices. */
export function SelectField<V extends string>({ value, options, onChange, ...rest }: SelectFieldProps<V>) {
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
}
