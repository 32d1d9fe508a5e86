import { useState } from 'react';
import { Alert, Button, Chip, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { AUDIT_TYPES, AUDIT_TYPE_LABELS, type AuditEntry, type AuditType } from '@36x/common';
import { ApiRequestError } from '../../../lib/api-client';
import { useAuditLog, type AuditFilters } from '../api/audit';
import { LoadError } from '../components/LoadError';
import { ResponsiveTable, type Column } from '../components/ResponsiveTable';
import { SectionHeader } from '../components/SectionHeader';
import { formatDateTime } from '../components/format-date';
import { SectionCard } from '../components/SectionCard';
import { DateField } from '../components/DateField';
import { StaffFilter } from './StaffFilter';

const ACTION_COLOR: Record<string, 'error' | 'warning' | 'success' | 'default'> = {
  deleted: 'error',
  'sign-in-failed': 'warning',
  'sign-in-refused': 'warning',
  'password-change-failed': 'warning',
  'password-reset': 'warning',
  'sessions-ended': 'warning',
  'two-factor-reset': 'warning',
  'two-factor-disabled': 'warning',
  'role-changed': 'warning',
  'permissions-changed': 'warning',
  created: 'success',
};

const columns: Column<AuditEntry>[] = [
  { key: 'time', header: 'When', nowrap: true, render: (e) => formatDateTime(e.time) },
  {
    key: 'actor',
    header: 'Who',
    render: (e) => (e.actorId ? e.actorName : <em title="Not signed in">{e.actorName}</em>),
  },
  {
    key: 'action',
    header: 'Did',
    primary: true,
    render: (e) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={e.action.replace(/-/g, ' ')} color={ACTION_COLOR[e.action] ?? 'default'} />
        <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
          {e.target}
        </Typography>
      </Stack>
    ),
  },
  {
    key: 'summary',
    header: 'Change',
    minWidth: 220,
    render: (e) => (
      <Typography
        variant="body2"
        sx={{ overflowWrap: 'anywhere' }}
        color={e.summary ? undefined : 'text.secondary'}
      >
        {e.summary || '—'}
      </Typography>
    ),
  },
  { key: 'type', header: 'Type', nowrap: true, render: (e) => AUDIT_TYPE_LABELS[e.type] ?? e.type },
  { key: 'address', header: 'Address', nowrap: true, render: (e) => e.address },
];

const EMPTY: AuditFilters = { actorId: '', type: '', from: '', to: '' };

/**
 * Audit Log (ADMIN-AUDIT), admins only: who changed, exported or signed in, when and from where. Filters by actor, type
 * and India's calendar days; the server pages the results ("Load older entries").
 */
export function AuditLogSection() {
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const badRange = !!filters.from && !!filters.to && filters.to < filters.from;
  const log = useAuditLog(filters, !badRange);
  const rows = log.data?.pages.flatMap((p) => p.entries);
  const set = (patch: Partial<AuditFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY);
  const serverSaid =
    log.error instanceof ApiRequestError && log.error.status === 400 ? log.error.serverMessage : null;

  return (
    <>
      <SectionHeader title="Audit Log" subtitle="Who changed, exported or signed in, when and from where" />
      <SectionCard tight>
        <Stack spacing={2}>
          <Grid container spacing={1.5} component="form" aria-label="Filter the audit log" role="search">
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <StaffFilter
                label="Who"
                everyone="Anyone"
                fullWidth
                value={filters.actorId}
                onChange={(actorId) => set({ actorId })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                select
                fullWidth
                size="small"
                label="Type"
                value={filters.type}
                onChange={(e) => set({ type: e.target.value as AuditType | '' })}
              >
                <MenuItem value="">All types</MenuItem>
                {AUDIT_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {AUDIT_TYPE_LABELS[t]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 2.5 }}>
              <DateField label="From" fullWidth value={filters.from} onChange={(from) => set({ from })} />
            </Grid>
            <Grid size={{ xs: 6, md: 2.5 }}>
              <DateField
                label="To"
                fullWidth
                value={filters.to}
                onChange={(to) => set({ to })}
                error={badRange ? 'To must not be before From' : undefined}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 1 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <Button fullWidth disabled={!filtered} onClick={() => setFilters(EMPTY)}>
                Clear
              </Button>
            </Grid>
          </Grid>
          <Typography variant="caption" color="text.secondary">
            Days are India time. Entries cannot be changed or deleted.
          </Typography>
          {serverSaid ? (
            <Alert severity="warning">{serverSaid}</Alert>
          ) : log.isError ? (
            <LoadError what="the audit log" onRetry={() => void log.refetch()} />
          ) : (
            <ResponsiveTable
              label="Audit log"
              rows={badRange ? [] : rows}
              loading={log.isPending && !badRange}
              columns={columns}
              rowKey={(e) => e.id}
              emptyMessage={filtered ? 'No entries match these filters' : 'No entries yet'}
            />
          )}
          {log.hasNextPage && (
            <Button
              variant="outlined"
              onClick={() => void log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
              sx={{ alignSelf: 'center' }}
            >
              {log.isFetchingNextPage ? 'Loading...' : 'Load older entries'}
            </Button>
          )}
        </Stack>
      </SectionCard>
    </>
  );
}
