import { TextField } from '@mui/material';

/**
 * A small day input of a filter (From, To): the browser's date picker, its label kept above the field, the value
 * 'YYYY-MM-DD' ('' when empty). `min`/`max` keep the picker on its side of the other end of a range; `error` shows
 * under the field.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  fullWidth,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  error?: string;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      size="small"
      type="date"
      fullWidth={fullWidth}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: min || undefined, max: max || undefined },
      }}
    />
  );
}
