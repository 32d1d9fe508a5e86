import { useState } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { LoginHistoryEntry } from '@36x/common';
import { useLoginHistory } from '../api/login-history';
import { useUsers } from '../api/users';
import { QueryTable, type Column } from '../components/ResponsiveTable';
import { SectionHeader } from '../components/SectionHeader';
import { formatDateTime } from '../components/format-date';
import { browserName } from './browser-name';
import { SectionCard } from '../components/SectionCard';

const columns: Column<LoginHistoryEntry>[] = [
  { key: 'username', header: 'User', primary: true, render: (e) => e.username },
  { key: 'time', header: 'Signed in', nowrap: true, render: (e) => formatDateTime(e.loginTime) },
  { key: 'address', header: 'Address', nowrap: true, render: (e) => e.ipAddress },
  {
    key: 'browser',
    header: 'Browser',
    render: (e) => <span title={e.userAgent}>{browserName(e.userAgent)}</span>,
  },
];

/** Login History (ADMIN-AUDIT-3), admins only: the latest 500 sign-ins, of everyone or one user. */
export function LoginHistorySection() {
  const [userId, setUserId] = useState('');
  const history = useLoginHistory(userId);
  const users = useUsers();
  return (
    <>
      <SectionHeader title="Login History" subtitle="Successful sign-ins, newest first" />
      <SectionCard tight>
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label="User"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            sx={{ maxWidth: { sm: 320 } }}
          >
            <MenuItem value="">Everyone</MenuItem>
            {(users.data ?? []).map((u) => (
              <MenuItem key={u.id} value={u.id}>
                {u.username}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="caption" color="text.secondary">
            Failed and refused sign-ins are in the Audit Log (type: Sign-ins).
          </Typography>
          <QueryTable
            query={history}
            label="Login history"
            columns={columns}
            emptyMessage="No sign-ins yet"
          />
        </Stack>
      </SectionCard>
    </>
  );
}
