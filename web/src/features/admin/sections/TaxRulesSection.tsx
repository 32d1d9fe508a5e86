import { useMemo, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  MenuItem,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatIndianNumber } from '@36x/common';
import type { Cited, RulesPreviewRow, TaxRulesYearView, TaxYearRules } from '@36x/common/finance';
import { ApiRequestError } from '../../../lib/api-client';
import { useToast } from '../../../components/toast';
import { usePreviewTaxRules, useResetTaxRules, useSaveTaxRules, useTaxRules } from '../api/tax-rules';
import { isSessionEnded } from '../auth/use-staff-session';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LoadError } from '../components/LoadError';
import { SectionHeader } from '../components/SectionHeader';
import { formatDateTime } from '../components/format-date';
import { SmallSavingsRatesCard } from './SmallSavingsRates';
import { serverMessageOr } from '../components/use-fail-toast';
import { SectionCard } from '../components/SectionCard';

type Path = (string | number)[];

/** The cited values of a year, grouped as the editor shows them, with their names. */
const GROUPS: { title: string; items: [Path, string][] }[] = [
  {
    title: 'New regime',
    items: [
      [['newRegime', 'slabs'], 'Slabs'],
      [['newRegime', 'standardDeduction'], 'Standard deduction'],
      [['newRegime', 'rebate'], 'Rebate (87A)'],
      [['newRegime', 'surcharge'], 'Surcharge'],
    ],
  },
  {
    title: 'Old regime',
    items: [
      [['oldRegime', 'slabs'], 'Slabs by age'],
      [['oldRegime', 'standardDeduction'], 'Standard deduction'],
      [['oldRegime', 'rebate'], 'Rebate (87A)'],
      [['oldRegime', 'surcharge'], 'Surcharge'],
      [['oldRegime', 'section80C'], '80C limit'],
      [['oldRegime', 'section80CCD1B'], '80CCD(1B) limit'],
      [['oldRegime', 'section80D'], '80D limits'],
      [['oldRegime', 'homeLoanInterest'], 'Home-loan interest limit'],
      [['oldRegime', 'hraSalaryShare'], 'HRA exemption shares'],
    ],
  },
  {
    title: 'Capital gains, cess and CII',
    items: [
      [['capitalGains', 'equityShortTermRate'], 'Listed equity, short-term rate'],
      [['capitalGains', 'equityLongTermRate'], 'Listed equity, long-term rate'],
      [['capitalGains', 'equityExemption'], 'Listed equity, yearly exemption'],
      [['capitalGains', 'otherLongTermRate'], 'Other assets, long-term rate'],
      [['capitalGains', 'surchargeCap'], 'Surcharge cap on these gains'],
      [['capitalGains', 'holdingMonths'], 'Holding periods (months)'],
      [['cess'], 'Health and education cess'],
      [['costInflationIndex'], 'Cost Inflation Index'],
    ],
  },
];

const LEAF_LABELS: Record<string, string> = {
  upTo: 'up to (₹; blank = no ceiling)',
  rate: 'rate (%)',
  above: 'above (₹)',
  incomeUpTo: 'income up to (₹)',
  maxRebate: 'maximum rebate (₹)',
  marginalRelief: 'marginal relief',
  self: 'self and family (₹)',
  selfSenior: 'self and family, senior (₹)',
  parents: 'parents (₹)',
  parentsSenior: 'parents, senior (₹)',
  metro: 'metro share of basic (%)',
  other: 'other (%)',
  rentAboveSalaryPercent: 'rent above this share of basic (%)',
  listed: 'listed securities',
  below60: 'below 60',
  senior: '60 to 79',
  superSenior: '80 and over',
};

function getIn(obj: unknown, path: Path): unknown {
  return path.reduce<unknown>((o, k) => (o as Record<string | number, unknown> | undefined)?.[k], obj);
}

function setIn<T>(obj: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const copy = (Array.isArray(obj) ? [...obj] : { ...(obj as object) }) as Record<string | number, unknown>;
  copy[head!] = setIn(copy[head!], rest, value);
  return copy as T;
}

/** Every number or switch inside a cited value, with a label built from its place. */
function leaves(
  value: unknown,
  path: Path = [],
  label = '',
): { path: Path; label: string; value: unknown }[] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => leaves(v, [...path, i], `${label ? `${label}, ` : ''}row ${i + 1}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) =>
      leaves(v, [...path, k], `${label}${label ? ' · ' : ''}${LEAF_LABELS[k] ?? k}`),
    );
  return [{ path, label: label || 'value', value }];
}

function numberText(v: unknown): string {
  return typeof v === 'number' ? String(v) : '';
}

function CitedEditor({
  name,
  path,
  cited,
  errors,
  onChange,
}: {
  name: string;
  path: Path;
  cited: Cited<unknown>;
  errors: Record<string, string>;
  onChange: (path: Path, value: unknown) => void;
}) {
  const key = (p: Path) =>
    p.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${k}` : k), '');
  const err = (p: Path) => errors[key(p)];
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5, fontWeight: 700 }}>
        {name}{' '}
        <Chip
          size="small"
          label={cited.status}
          color={cited.status === 'reported' ? 'warning' : 'success'}
          variant="outlined"
        />
      </Typography>
      <Grid container spacing={1.5}>
        {leaves(cited.value, [...path, 'value']).map((leaf) => {
          const p = leaf.path;
          const isBool = typeof leaf.value === 'boolean';
          return (
            <Grid key={key(p)} size={{ xs: 12, sm: 6, md: 4 }}>
              {isBool ? (
                <TextField
                  select
                  fullWidth
                  size="small"
                  label={leaf.label}
                  value={leaf.value ? 'yes' : 'no'}
                  onChange={(e) => onChange(p, e.target.value === 'yes')}
                >
                  <MenuItem value="yes">Yes</MenuItem>
                  <MenuItem value="no">No</MenuItem>
                </TextField>
              ) : (
                <TextField
                  type="number"
                  fullWidth
                  size="small"
                  label={leaf.label}
                  value={numberText(leaf.value)}
                  error={!!err(p)}
                  helperText={err(p)}
                  onChange={(e) => {
                    const text = e.target.value.trim();
                    onChange(p, text === '' && p.at(-1) === 'upTo' ? null : text === '' ? '' : Number(text));
                  }}
                />
              )}
            </Grid>
          );
        })}
        {(['law', 'section', 'source', 'note'] as const).map((field) => (
          <Grid key={field} size={{ xs: 12, md: field === 'source' || field === 'note' ? 6 : 3 }}>
            <TextField
              fullWidth
              size="small"
              label={field === 'note' ? 'Note (optional)' : field[0]!.toUpperCase() + field.slice(1)}
              value={(cited[field] as string | undefined) ?? ''}
              error={!!err([...path, field])}
              helperText={err([...path, field])}
              onChange={(e) =>
                onChange(
                  [...path, field],
                  field === 'note' && e.target.value === '' ? undefined : e.target.value,
                )
              }
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 3 }}>
          <TextField
            select
            fullWidth
            size="small"
            label="Status"
            value={cited.status}
            onChange={(e) => onChange([...path, 'status'], e.target.value)}
          >
            <MenuItem value="enacted">Enacted</MenuItem>
            <MenuItem value="notified">Notified</MenuItem>
            <MenuItem value="reported">Reported (confirm)</MenuItem>
          </TextField>
        </Grid>
      </Grid>
    </Box>
  );
}

function PreviewTable({ rows }: { rows: RulesPreviewRow[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Preview against the reference cases">
        <TableHead>
          <TableRow>
            <TableCell component="th">Reference case</TableCell>
            <TableCell component="th" align="right">
              Shipped rules
            </TableCell>
            <TableCell component="th" align="right">
              This edit
            </TableCell>
            <TableCell component="th" align="right">
              Change
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const change = r.proposed - r.current;
            return (
              <TableRow key={r.name}>
                <TableCell component="th" scope="row">
                  {r.name}
                </TableCell>
                <TableCell align="right">{formatIndianNumber(Math.round(r.current))}</TableCell>
                <TableCell align="right">{formatIndianNumber(Math.round(r.proposed))}</TableCell>
                <TableCell align="right" sx={{ color: change === 0 ? 'text.secondary' : 'warning.main' }}>
                  {change === 0
                    ? '—'
                    : `${change > 0 ? '+' : '−'}${formatIndianNumber(Math.round(Math.abs(change)))}`}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Field errors of a 400 answer, keyed by the rules' own paths ('cess.value'). */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const errors = error.body?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^rules\./, ''), v]));
}

/** Why the last request failed; with several field messages, each of them. */
function RulesProblem({ problem, errors }: { problem: string; errors: Record<string, string> }) {
  return (
    <Alert severity="error" data-testid="tax-rules-problem">
      {problem}
      {Object.keys(errors).length > 1 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {Object.entries(errors).map(([k, v]) => (
            <li key={k}>
              {k}: {v}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** The year's cited values by group, each group folded (its editors mount when opened). */
function RuleGroups({
  draft,
  errors,
  onChange,
}: {
  draft: TaxYearRules;
  errors: Record<string, string>;
  onChange: (path: Path, value: unknown) => void;
}) {
  return (
    <>
      {GROUPS.map((group) => (
        <Accordion
          key={group.title}
          disableGutters
          variant="outlined"
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 700 }}>{group.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Stack spacing={2}>
              {group.items.map(([path, name]) => (
                <CitedEditor
                  key={path.join('.')}
                  name={name}
                  path={path}
                  cited={getIn(draft, path) as Cited<unknown>}
                  errors={errors}
                  onChange={onChange}
                />
              ))}
            </Stack>
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}

function RulesEditor({ view }: { view: TaxRulesYearView }) {
  const { toast } = useToast();
  const [draft, setDraft] = useState<TaxYearRules>(view.rules);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [preview, setPreview] = useState<RulesPreviewRow[] | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const previewRules = usePreviewTaxRules();
  const save = useSaveTaxRules();
  const reset = useResetTaxRules();
  const changed = useMemo(() => JSON.stringify(draft) !== JSON.stringify(view.rules), [draft, view.rules]);

  const change = (path: Path, value: unknown) => {
    setDraft((d) => setIn(d, path, value));
    // A preview belongs to the rules it was made for: any change asks for a new one before saving.
    setPreview(null);
  };
  const fail = (error: unknown, fallback: string) => {
    if (isSessionEnded(error)) return;
    setErrors(fieldErrors(error));
    setProblem(serverMessageOr(error, fallback));
  };
  const runPreview = async () => {
    setProblem('');
    setErrors({});
    try {
      setPreview((await previewRules.mutateAsync({ year: view.startYear, rules: draft })).rows);
    } catch (error) {
      fail(error, 'The preview could not be made.');
    }
  };
  const runSave = async () => {
    try {
      await save.mutateAsync({ year: view.startYear, rules: draft });
      toast({ title: 'Success', description: `${view.label} rules saved.` });
    } catch (error) {
      fail(error, 'The rules could not be saved.');
    }
  };
  const runReset = async () => {
    try {
      await reset.mutateAsync(view.startYear);
      toast({ title: 'Success', description: `${view.label} is back on the shipped rules.` });
    } catch (error) {
      if (!isSessionEnded(error))
        toast({ title: 'Error', description: 'The rules could not be reset.', variant: 'destructive' });
    } finally {
      setConfirmReset(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Alert severity={view.origin === 'edited' ? 'info' : 'success'}>
        {view.origin === 'edited'
          ? `Edited by ${view.updatedBy} on ${formatDateTime(view.updatedAt ?? '')}; the shipped rules are replaced for ${view.label}.`
          : `The shipped rules of ${view.label} (${view.law}), as of ${view.rules.asOf}.`}{' '}
        Values marked “reported” are shown on the calculators as not yet confirmed.
      </Alert>
      {problem && <RulesProblem problem={problem} errors={errors} />}
      <RuleGroups draft={draft} errors={errors} onChange={change} />
      <TextField
        label="Rules checked on (YYYY-MM-DD)"
        size="small"
        value={draft.asOf}
        error={!!errors.asOf}
        helperText={errors.asOf ?? 'Shown on the calculators as “Rules as of …”'}
        onChange={(e) => change(['asOf'], e.target.value)}
        sx={{ maxWidth: 320 }}
      />
      {preview && <PreviewTable rows={preview} />}
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <Button variant="outlined" onClick={() => void runPreview()} disabled={previewRules.isPending}>
          {previewRules.isPending ? 'Previewing...' : 'Preview against the reference cases'}
        </Button>
        <Button
          variant="contained"
          onClick={() => void runSave()}
          disabled={!preview || !changed || save.isPending}
        >
          {save.isPending ? 'Saving...' : 'Save rules'}
        </Button>
        {view.origin === 'edited' && (
          <Button color="error" onClick={() => setConfirmReset(true)}>
            Reset to the shipped rules
          </Button>
        )}
      </Stack>
      {!preview && changed && (
        <Typography variant="body2" color="text.secondary">
          Preview the edit against the reference cases before saving it.
        </Typography>
      )}
      <ConfirmDialog
        open={confirmReset}
        title="Reset the rules"
        message={`Drop the edit and use the shipped rules of ${view.label} again?`}
        confirmLabel="Reset"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        onConfirm={() => void runReset()}
        onClose={() => setConfirmReset(false)}
      />
    </Stack>
  );
}

/**
 * Tax Rules (ADMIN-TAXRULES-1), admins only: the small-savings rates (ADMIN-TAXRULES-2), then each year's rates and
 * limits, edited, previewed and saved.
 */
export function TaxRulesSection() {
  const years = useTaxRules();
  const [chosen, setChosen] = useState<number | null>(null);
  const view = years.data?.find((y) => y.startYear === chosen) ?? years.data?.[0];
  return (
    <>
      <SectionHeader
        title="Tax Rules"
        subtitle="The rates, slabs, limits and indices the calculators use, each with its law and source"
      />
      <SmallSavingsRatesCard />
      <SectionCard tight>
        {years.isError ? (
          <LoadError what="the tax rules" onRetry={() => void years.refetch()} />
        ) : !view ? (
          <Typography color="text.secondary">Loading the tax rules…</Typography>
        ) : (
          <Stack spacing={2}>
            <Tabs
              value={view.startYear}
              onChange={(_e, v: number) => setChosen(v)}
              aria-label="Year"
              variant="scrollable"
            >
              {years.data!.map((y) => (
                <Tab
                  key={y.startYear}
                  value={y.startYear}
                  label={`${y.label}${y.origin === 'edited' ? ' (edited)' : ''}`}
                />
              ))}
            </Tabs>
            <RulesEditor key={`${view.startYear}-${view.updatedAt ?? 'shipped'}`} view={view} />
          </Stack>
        )}
      </SectionCard>
    </>
  );
}
