import { memo, useCallback } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Grid,
  Rating,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import HealthAndSafety from '@mui/icons-material/HealthAndSafety';
import { formatINR, formatIndianNumber, formatLakhCrore } from '@36x/common';
import {
  HEALTH_LOCATIONS,
  healthInsurance,
  PREFERRED_INSURERS,
  SUM_INSURED_OPTIONS,
  type HealthInsuranceInput,
  type HealthInsuranceResult,
  type HealthLocation,
  type PreferredInsurer,
  type ScoredHealthPlan,
} from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { CheckField } from '../components/CheckField';
import { ResultCard, ResultPlaceholder } from '../components/ResultCard';
import { TableScroller } from '../components/TableScroller';
import { textWithUnit, toNumber } from '../parse';
import { useCalculation } from '../use-calculation';
import { logCalculatorUsage } from '../usage-log';

const titleCase = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
const INSURER_LABEL: Record<PreferredInsurer, string> = {
  all: 'Any insurer',
  'hdfc ergo': 'HDFC ERGO',
  'star health': 'Star Health',
  'icici lombard': 'ICICI Lombard',
  'max bupa': 'Niva Bupa (Max Bupa)',
  'bajaj allianz': 'Bajaj Allianz',
};

const SUM_OPTIONS = SUM_INSURED_OPTIONS.map((v) => ({
  value: String(v),
  label: formatLakhCrore(v).replace('.00', ''),
}));
const FAMILY_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({
  value: String(n),
  label: n === 1 ? '1 (just me)' : `${n} members`,
}));
const LOCATION_OPTIONS = HEALTH_LOCATIONS.map((l) => ({ value: l, label: titleCase(l) }));
const INSURER_OPTIONS = PREFERRED_INSURERS.map((i) => ({ value: i, label: INSURER_LABEL[i] }));

/*
 * CALC-HEALTH shows no validation for the search. Decision: the search always runs; age and family size are asked for
 * because real premiums depend on them, but the sample plans are filtered only by insurer and sum insured (CALC-HEALTH-1).
 */
const DEFAULTS = {
  age: '',
  familySize: '2',
  sumInsured: '500000',
  location: 'mumbai' as HealthLocation,
  preExistingConditions: false,
  preferredInsurer: 'all' as PreferredInsurer,
  /** Ids of the plans marked Selected, so a link keeps the shortlist. */
  selected: [] as string[],
};
type Form = typeof DEFAULTS;

function toInput(form: Form): HealthInsuranceInput {
  return {
    age: toNumber(form.age),
    familySize: toNumber(form.familySize),
    sumInsured: toNumber(form.sumInsured),
    location: form.location,
    preExistingConditions: form.preExistingConditions,
    preferredInsurer: form.preferredInsurer,
  };
}

export default function HealthInsuranceTool() {
  const calc = useCalculation({
    tool: 'health-insurance',
    defaults: DEFAULTS,
    compute: (f) => healthInsurance(toInput(f)),
    choices: {
      familySize: FAMILY_OPTIONS,
      sumInsured: SUM_OPTIONS,
      location: LOCATION_OPTIONS,
      preferredInsurer: INSURER_OPTIONS,
    },
    restore: (f) => ({ ...f, selected: f.selected.filter((id): id is string => typeof id === 'string') }),
    caps: { age: 'age' },
    // The shortlist is kept in the link but is not a new search.
    keep: ['selected'],
    record: (f, next) => {
      const { selected: _ignored, ...searchForm } = f;
      logCalculatorUsage('health-insurance', searchForm, {
        plansFound: next.plansFound,
        topPremium: next.topPremium,
      });
    },
  });
  const { form, pick } = calc;
  const selected = form.selected;
  // Stable, so the memoised plan cards re-render for a selection, not for each keystroke (CALC-STATES-7).
  const toggle = useCallback(
    (id: string) =>
      pick('selected', (list) => (list.includes(id) ? list.filter((s) => s !== id) : [...list, id])),
    [pick],
  );

  return (
    <CalculatorLayout
      calc={calc}
      submitLabel="Find Plans"
      rows={[
        [
          { name: 'age', label: 'Age of eldest member (years)', min: 0, step: 1 },
          { name: 'familySize', label: 'Family size', options: FAMILY_OPTIONS },
        ],
        [
          { name: 'sumInsured', label: 'Sum insured', options: SUM_OPTIONS },
          { name: 'location', label: 'City', options: LOCATION_OPTIONS },
        ],
        [{ name: 'preferredInsurer', label: 'Preferred insurer', options: INSURER_OPTIONS }],
      ]}
      form={
        <>
          <CheckField
            name="preExistingConditions"
            checked={form.preExistingConditions}
            onChange={calc.choose('preExistingConditions')}
            label="Someone has a pre-existing condition (diabetes, BP, thyroid…)"
          />
        </>
      }
      result={
        <PlansResult
          result={calc.result}
          form={calc.shown}
          selected={selected}
          onToggle={toggle}
          stale={calc.stale}
        />
      }
    />
  );
}

function PlansResult(props: {
  result: HealthInsuranceResult | null;
  form: Form;
  selected: readonly string[];
  onToggle: (id: string) => void;
  stale: boolean;
}) {
  const { result, form, selected, onToggle, stale } = props;
  if (!result || result.plans.length === 0)
    return (
      <ResultCard title="Matching plans" printable={false}>
        <ResultPlaceholder icon={<HealthAndSafety sx={{ fontSize: 40 }} />}>
          {result
            ? 'No sample plan matches this sum insured and insurer. Try another sum insured or any insurer.'
            : 'Enter your family’s details and press Find Plans to compare health insurance plans.'}
        </ResultPlaceholder>
      </ResultCard>
    );
  return (
    <Stack spacing={2}>
      <ResultCard
        title={`Top ${result.plans.length} of ${result.plansFound} plans`}
        stale={stale}
        printInputs={[
          { label: 'Eldest member', value: textWithUnit(form.age, ' years') },
          { label: 'Family size', value: form.familySize },
          { label: 'Sum insured', value: formatINR(toNumber(form.sumInsured)) },
          { label: 'City', value: titleCase(form.location) },
          { label: 'Preferred insurer', value: INSURER_LABEL[form.preferredInsurer] },
          { label: 'Pre-existing conditions', value: form.preExistingConditions ? 'Yes' : 'No' },
        ]}
      >
        <PlanCards result={result} selected={selected} onToggle={onToggle} />
      </ResultCard>
      <SelectedPlans plans={result.plans} selected={selected} />
    </Stack>
  );
}

/*
 * Memoised (CALC-STATES-7): typing and the card's "updating" mark re-render the card's frame, not the plans (they
 * change when the result or the selection does).
 */
const PlanCards = memo(function PlanCards({
  result,
  selected,
  onToggle,
}: {
  result: HealthInsuranceResult;
  selected: readonly string[];
  onToggle: (id: string) => void;
}) {
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="health-notes">
        {result.notes.map((n, i) => (
          <div key={n} style={i === 0 ? { fontWeight: 600 } : undefined}>
            {n}
          </div>
        ))}
      </Alert>
      <Grid container spacing={2}>
        {result.plans.map((plan, index) => (
          <Grid key={plan.id} size={{ xs: 12, lg: 6 }}>
            <PlanCard
              plan={plan}
              rank={index + 1}
              selected={selected.includes(plan.id)}
              onToggle={() => onToggle(plan.id)}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
});

const SelectedPlans = memo(function SelectedPlans({
  plans,
  selected,
}: {
  plans: readonly ScoredHealthPlan[];
  selected: readonly string[];
}) {
  const chosen = plans.filter((p) => selected.includes(p.id));
  return (
    <>
      {chosen.length > 0 && (
        <ResultCard title="Selected Plans Summary" printable={false}>
          <TableScroller label="Selected plans compared">
            <Table size="small" aria-label="Selected plans compared">
              <TableHead>
                <TableRow>
                  <TableCell>Plan</TableCell>
                  <TableCell align="right">Premium a year (illustrative)</TableCell>
                  <TableCell align="right">Co-pay</TableCell>
                  <TableCell>Room rent</TableCell>
                  <TableCell align="right">Hospitals</TableCell>
                  <TableCell>Waiting (pre-existing)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {chosen.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>
                      {p.name}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {p.insurer}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{formatINR(p.premium)}</TableCell>
                    <TableCell align="right">{p.coPayment}%</TableCell>
                    <TableCell>{p.roomRentLimit}</TableCell>
                    <TableCell align="right">{formatIndianNumber(p.networkHospitals)}+</TableCell>
                    <TableCell>{p.waitingPeriod}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
          {chosen.length > 1 && (
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              Premium difference between the selected plans:{' '}
              {formatINR(
                Math.max(...chosen.map((p) => p.premium)) - Math.min(...chosen.map((p) => p.premium)),
              )}{' '}
              a year.
            </Typography>
          )}
        </ResultCard>
      )}
    </>
  );
});

function PlanCard({
  plan,
  rank,
  selected,
  onToggle,
}: {
  plan: ScoredHealthPlan;
  rank: number;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
      }}
      aria-label={`${plan.insurer} ${plan.name}`}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="caption" color="text.secondary">
          #{rank} · {plan.insurer}
        </Typography>
        <Typography variant="h6" component="h4" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {plan.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 0.5 }}>
          <Rating value={plan.rating} precision={0.1} readOnly size="small" />
          <Typography variant="body2">{plan.rating.toFixed(1)} (sample)</Typography>
        </Stack>
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'primary.main' }}>
          {formatINR(plan.premium)}
          <Box component="span" sx={{ fontSize: '0.85rem', fontWeight: 400, color: 'text.secondary' }}>
            {' '}
            a year, illustrative
          </Box>
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 1, '& li': { fontSize: 14, mb: 0.25 } }}>
          <li>
            Cover {formatLakhCrore(plan.sumInsured).replace('.00', '')}, up to {plan.familySize} members
          </li>
          <li>Co-payment: {plan.coPayment === 0 ? 'none' : `${plan.coPayment}%`}</li>
          <li>Room rent: {plan.roomRentLimit}</li>
          <li>{formatIndianNumber(plan.networkHospitals)}+ cashless hospitals</li>
          <li>Pre-existing diseases after {plan.waitingPeriod}</li>
          {plan.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant={selected ? 'contained' : 'outlined'}
          startIcon={selected ? <CheckIcon /> : undefined}
          onClick={onToggle}
          aria-pressed={selected}
          data-print="hide"
        >
          {selected ? 'Selected' : 'Select'}
        </Button>
      </CardActions>
    </Card>
  );
}
