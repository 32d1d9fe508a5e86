import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import type { LoginHistoryEntry } from '@36x/common';
import { useLoginHistory } from '../api/login-history';
import { QueryTable, type Column } from '../components/ResponsiveTable';
import { SectionHeader } from '../components/SectionHeader';
import { formatDateTime } from '../components/format-date';
import { browserName } from './browser-name';
import { SectionCard } from '../components/SectionCard';
import { StaffFilter } from './StaffFilter';

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
  return (
    <>
      <SectionHeader title="Login History" subtitle="Successful sign-ins, newest first" />
      <SectionCard tight>
        <Stack spacing={2}>
          <StaffFilter
            label="User"
            everyone="Everyone"
            value={userId}
            onChange={setUserId}
            sx={{ maxWidth: { sm: 320 } }}
          />
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
