import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useUsers } from '../api/users';

/** A filter by staff account (Audit Log, Login History): `everyone` ('' ) first, then each account by username. */
export function StaffFilter({
  label,
  everyone,
  value,
  onChange,
  fullWidth,
  sx,
}: {
  label: string;
  everyone: string;
  value: string;
  onChange: (userId: string) => void;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  const users = useUsers();
  return (
    <TextField
      select
      fullWidth={fullWidth}
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx}
    >
      <MenuItem value="">{everyone}</MenuItem>
      {(users.data ?? []).map((u) => (
        <MenuItem key={u.id} value={u.id}>
          {u.username}
        </MenuItem>
      ))}
    </TextField>
  );
}
