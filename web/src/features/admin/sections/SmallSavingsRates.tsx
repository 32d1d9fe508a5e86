import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { formatIndiaDate, indiaDate } from '@36x/common';
import {
  quarterOf,
  SMALL_SAVINGS_SCHEMES,
  smallSavingsRateOn,
  type SmallSavingsRate,
  type SmallSavingsScheme,
  type SmallSavingsView,
} from '@36x/common/finance';
import { ApiRequestError } from '../../../lib/api-client';
import { useToast } from '../../../components/toast';
import { useConfirmSmallSavings, useSaveSmallSavings, useSmallSavings } from '../api/tax-rules';
import { isSessionEnded } from '../auth/use-staff-session';
import { LoadError } from '../components/LoadError';
import { formatDateTime } from '../components/format-date';
import { serverMessageOr } from '../components/use-fail-toast';
import { SectionCard } from '../components/SectionCard';

const SCHEMES = Object.entries(SMALL_SAVINGS_SCHEMES) as [
  SmallSavingsScheme,
  { name: string; source: string },
][];

/** A draft row: the rate as typed (text), so a half-typed number is not lost. */
type Row = Omit<SmallSavingsRate, 'rate'> & { rate: string };

/**
 * The overview's and Tax Rules' reminder (ADMIN-TAXRULES-3): shown once a calendar quarter (India time) has begun
 * since the last confirmation, with a link to Tax Rules (in Tax Rules, `onConfirm`: the confirmation itself).
 */
export function SmallSavingsReminder({
  view,
  onConfirm,
  disabled = false,
}: {
  view: SmallSavingsView;
  onConfirm?: () => void;
  disabled?: boolean;
}) {
  if (!view.reminder) return null;
  return (
    <Alert
      severity="warning"
      data-testid="small-savings-reminder"
      action={
        onConfirm ? (
          <Button color="inherit" size="small" onClick={onConfirm} disabled={disabled}>
            Confirm rates
          </Button>
        ) : (
          <Button color="inherit" size="small" component={RouterLink} to="?section=tax-rules">
            Confirm rates
          </Button>
        )
      }
    >
      {view.reminder.message}. Last confirmed on {formatIndiaDate(view.reminder.lastConfirmed, 'long')}.
    </Alert>
  );
}

/** The overview's card: only for those who may confirm (taxRules:manage), and only when a reminder is due. */
export function SmallSavingsOverviewReminder({ enabled }: { enabled: boolean }) {
  const view = useSmallSavings(enabled);
  if (!enabled || !view.data?.reminder) return null;
  return (
    <Box sx={{ mb: 3 }}>
      <SmallSavingsReminder view={view.data} />
    </Box>
  );
}

const FIELD_NAMES: Record<string, string> = {
  scheme: 'scheme',
  effectiveFrom: 'applies from',
  rate: 'rate',
  confirmedOn: 'confirmed on',
};

/** The server names a field by its path ('rules.rates[4].rate: …'); staff read it as 'Row 5, rate: …'. */
function readable(message: string): string {
  return message.replace(
    /^rules\.rates\[(\d+)\]\.(\w+)/,
    (_m, i: string, f: string) => `Row ${Number(i) + 1}, ${FIELD_NAMES[f] ?? f}`,
  );
}

function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const errors = error.body?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^rules\./, ''), v]));
}

/** The draft rates, a row each, editable; the rows in force today are highlighted. */
function RatesTable({
  rows,
  errors,
  inForce,
  onChange,
  onRemove,
}: {
  rows: Row[];
  /** The server's messages by field path ('rates[4].rate'). */
  errors: Record<string, string>;
  /** The rows in force today, as `scheme@effectiveFrom`. */
  inForce: Set<string>;
  onChange: (i: number, patch: Partial<Row>) => void;
  onRemove: (i: number) => void;
}) {
  // relative: the hidden header text is positioned inside the scrolling box, not beside the page (360 px).
  return (
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table size="small" aria-label="Small-savings rates">
        <TableHead>
          <TableRow>
            <TableCell component="th">Scheme</TableCell>
            <TableCell component="th">Applies from</TableCell>
            <TableCell component="th">Rate (% a year)</TableCell>
            <TableCell component="th">Confirmed on</TableCell>
            <TableCell component="th">
              <span className="visually-hidden">Remove</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => {
            const err = (field: string) => errors[`rates[${i}].${field}`];
            const name = SMALL_SAVINGS_SCHEMES[r.scheme]?.name ?? r.scheme;
            return (
              <TableRow key={i} selected={inForce.has(`${r.scheme}@${r.effectiveFrom}`)}>
                <TableCell sx={{ minWidth: 180 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={`Scheme, row ${i + 1}`}
                    value={r.scheme}
                    error={!!err('scheme')}
                    helperText={err('scheme')}
                    onChange={(e) => onChange(i, { scheme: e.target.value as SmallSavingsScheme })}
                  >
                    {SCHEMES.map(([id, s]) => (
                      <MenuItem key={id} value={id}>
                        {s.name}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell sx={{ minWidth: 150 }}>
                  <TextField
                    size="small"
                    label={`Applies from, row ${i + 1}`}
                    placeholder="YYYY-MM-DD"
                    value={r.effectiveFrom}
                    error={!!err('effectiveFrom')}
                    helperText={err('effectiveFrom')}
                    onChange={(e) => onChange(i, { effectiveFrom: e.target.value.trim() })}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: 110 }}>
                  <TextField
                    size="small"
                    type="number"
                    label={`Rate, row ${i + 1}`}
                    value={r.rate}
                    error={!!err('rate')}
                    helperText={err('rate')}
                    slotProps={{ htmlInput: { step: 0.05, min: 0, max: 20 } }}
                    onChange={(e) => onChange(i, { rate: e.target.value })}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatIndiaDate(r.confirmedOn, 'long') || r.confirmedOn}
                  {err('confirmedOn') && (
                    <Typography variant="caption" color="error" component="p">
                      {err('confirmedOn')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <IconButton
                    aria-label={`Remove ${name} from ${r.effectiveFrom}`}
                    onClick={() => onRemove(i)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

function RatesEditor({ view }: { view: SmallSavingsView }) {
  const { toast } = useToast();
  const initial = useMemo<Row[]>(
    () => view.rules.rates.map((r) => ({ ...r, rate: String(r.rate) })),
    [view.rules.rates],
  );
  const [rows, setRows] = useState<Row[]>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const save = useSaveSmallSavings();
  const confirm = useConfirmSmallSavings();
  const changed = JSON.stringify(rows) !== JSON.stringify(initial);
  const today = indiaDate(new Date());
  const inForce = new Set(
    SCHEMES.map(([s]) => smallSavingsRateOn(view.rules, s, today)).map(
      (r) => `${r.scheme}@${r.effectiveFrom}`,
    ),
  );

  const change = (i: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const fail = (error: unknown, fallback: string) => {
    if (isSessionEnded(error)) return;
    setErrors(fieldErrors(error));
    setProblem(readable(serverMessageOr(error, fallback)));
  };
  const runSave = async () => {
    setProblem('');
    setErrors({});
    try {
      await save.mutateAsync({
        rates: rows.map((r) => ({ ...r, rate: r.rate.trim() === '' ? Number.NaN : Number(r.rate) })),
      });
      toast({ title: 'Success', description: 'Small-savings rates saved.' });
    } catch (error) {
      fail(error, 'The rates could not be saved.');
    }
  };
  const runConfirm = async () => {
    setProblem('');
    try {
      await confirm.mutateAsync();
      toast({ title: 'Success', description: `Rates confirmed for ${quarterOf(today).label}.` });
    } catch (error) {
      fail(error, 'The rates could not be confirmed.');
    }
  };
  const addRow = () =>
    setRows((rs) => [
      ...rs,
      {
        scheme: 'ppf',
        // A new rate usually starts with the next quarter's notification.
        effectiveFrom: quarterOf(today).start,
        rate: String(smallSavingsRateOn(view.rules, 'ppf', today).rate),
        confirmedOn: today,
      },
    ]);

  return (
    <Stack spacing={2}>
      <SmallSavingsReminder
        view={view}
        onConfirm={() => void runConfirm()}
        disabled={changed || confirm.isPending}
      />
      {!view.reminder && (
        <Alert severity="success" data-testid="small-savings-confirmed">
          Confirmed for {quarterOf(today).label}.
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        The PPF and recurring deposit calculators default to the rate in force and show “Rate as of” the day
        it was last confirmed. Check each quarter’s rates against the Ministry of Finance’s notification (
        <Link href={SMALL_SAVINGS_SCHEMES.ppf.source} target="_blank" rel="noopener noreferrer">
          source
        </Link>
        ), then press Confirm rates; a changed rate is a new row from the day it applies.
        {view.origin === 'edited' && view.updatedAt
          ? ` Last saved by ${view.updatedBy} on ${formatDateTime(view.updatedAt)}.`
          : ' These are the shipped rates.'}
      </Typography>
      {problem && (
        <Alert severity="error" data-testid="small-savings-problem">
          {problem}
        </Alert>
      )}
      <RatesTable
        rows={rows}
        errors={errors}
        inForce={inForce}
        onChange={change}
        onRemove={(i) => setRows((rs) => rs.filter((_, k) => k !== i))}
      />
      {errors.rates && <Alert severity="error">{errors.rates}</Alert>}
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <Button variant="outlined" onClick={addRow}>
          Add a rate
        </Button>
        <Button variant="contained" onClick={() => void runSave()} disabled={!changed || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save rates'}
        </Button>
        <Button
          variant={view.reminder ? 'contained' : 'outlined'}
          color={view.reminder ? 'warning' : 'primary'}
          onClick={() => void runConfirm()}
          disabled={changed || confirm.isPending}
        >
          {confirm.isPending ? 'Confirming...' : 'Confirm rates'}
        </Button>
      </Stack>
      {changed && (
        <Typography variant="body2" color="text.secondary">
          Save the rates before confirming them.
        </Typography>
      )}
    </Stack>
  );
}

/** Tax Rules' small-savings card (ADMIN-TAXRULES-2, ADMIN-TAXRULES-3). */
export function SmallSavingsRatesCard() {
  const view = useSmallSavings();
  return (
    <SectionCard tight sx={{ mb: 2 }} id="small-savings">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Small-savings rates
      </Typography>
      {view.isError ? (
        <LoadError what="the small-savings rates" onRetry={() => void view.refetch()} />
      ) : !view.data ? (
        <Typography color="text.secondary">Loading the small-savings rates…</Typography>
      ) : (
        <RatesEditor key={view.data.updatedAt ?? 'shipped'} view={view.data} />
      )}
    </SectionCard>
  );
}
