import { TextField, type TextFieldProps } from '@mui/material';

export type NumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The field's text (calculator inputs are text until calculated, CALC-STATES-2). */
  value: string;
  onChange: (text: string) => void;
  /** Smallest sensible value, for the browser's spinner; nothing is enforced beyond the spec's rules. */
  min?: number;
  step?: number | 'any';
};

/**
 * A number input: type number with a decimal keypad on phones. The label carries the unit, e.g. "Annual income (₹)".
 */
export function NumberField({ value, onChange, min, step = 'any', slotProps, ...rest }: NumberFieldProps) {
  return (
    <TextField
      type="number"
      fullWidth
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // Scrolling over a focused number input must not change the amount.
      onWheel={(event) => (event.target as HTMLInputElement).blur()}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', min, step } }}
      {...rest}
    />
  );
}
