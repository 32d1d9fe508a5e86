import { FormControl, InputLabel, MenuItem, Select, type SxProps, type Theme } from '@mui/material';

/**
 * A small labelled menu (filters, the contact's status and owner, the bulk bar): MUI's FormControl, InputLabel and
 * Select tied by `id`, with an optional first entry for "none" ("All", "Nobody").
 */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  none,
  disabled,
  sx,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first entry: its label, and its value when not ''. */
  none?: { label: string; value?: string };
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <FormControl size="small" sx={sx} disabled={disabled}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {none && <MenuItem value={none.value ?? ''}>{none.label}</MenuItem>}
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
