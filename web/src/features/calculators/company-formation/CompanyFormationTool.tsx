import { memo, useCallback, useState } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Grid,
  Stack,
  Step,
  StepContent,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import Domain from '@mui/icons-material/Domain';
import { formatINR } from '@36x/common';
import {
  BUSINESS_TYPES,
  COMPANY_LOCATIONS,
  COMPANY_STRUCTURES,
  companyFormation,
  formationDirectors,
  structureCostRange,
  type CompanyFormationInput,
  type CompanyFormationResult,
  type CompanyLocation,
  type CompanyType,
} from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { CheckField } from '../components/CheckField';
import { KeptTextField } from '../components/KeptTextField';
import { NumberFields } from '../components/NumberFields';
import { SelectField } from '../components/SelectField';
import { ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { textAsRupees, textWithUnit, toNumber } from '../parse';
import { useCalculation } from '../use-calculation';
import { wrappingChipSx } from '../../../components/ui/wrapping-chip';

const DEFAULTS = {
  companyName: '',
  businessType: 'Services' as string,
  companyType: '' as CompanyType | '',
  shareCapital: '',
  numberOfDirectors: '2',
  businessActivity: '',
  location: 'mumbai' as CompanyLocation,
  hasGSTRequirement: true,
  hasTrademark: false,
  hasESIRequirement: false,
  hasPFRequirement: false,
};
type Form = typeof DEFAULTS;
type Flag = 'hasGSTRequirement' | 'hasTrademark' | 'hasESIRequirement' | 'hasPFRequirement';

const STRUCTURE_OPTIONS = [
  { value: '' as const, label: 'Choose a structure' },
  ...(Object.keys(COMPANY_STRUCTURES) as CompanyType[]).map((id) => ({
    value: id,
    label: COMPANY_STRUCTURES[id].name,
  })),
];
const BUSINESS_OPTIONS = BUSINESS_TYPES.map((b) => ({ value: b as string, label: b as string }));
const LOCATION_OPTIONS = COMPANY_LOCATIONS.map((l) => ({
  value: l,
  label: l.charAt(0).toUpperCase() + l.slice(1),
}));
const FLAGS: { key: Flag; label: string }[] = [
  { key: 'hasGSTRequirement', label: 'GST registration' },
  { key: 'hasTrademark', label: 'Trademark for the brand' },
  { key: 'hasPFRequirement', label: 'EPF (20+ employees)' },
  { key: 'hasESIRequirement', label: 'ESI (10+ employees)' },
];

function toInput(form: Form): CompanyFormationInput {
  return {
    ...form,
    shareCapital: toNumber(form.shareCapital),
    numberOfDirectors: toNumber(form.numberOfDirectors),
  };
}

/** The chosen structure: what it is, its cost range for the directors entered, its time and its minimum members. */
function StructureNote({ type, directors }: { type: Form['companyType']; directors: number }) {
  if (!type) return null;
  const structure = COMPANY_STRUCTURES[type];
  // CALC-COMPANY-3: the range beside the structure is for the directors entered, from the plan's own step costs.
  const range = structureCostRange(type, directors);
  return (
    <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'background.default' }}>
      <Typography variant="body2">{structure.description}</Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
        Cost {formatINR(range.min)}–{formatINR(range.max)}
        {type === 'llp'
          ? ` for ${directors} designated partners`
          : type === 'pvt-ltd' || type === 'opc'
            ? ` for ${directors} director${directors === 1 ? '' : 's'}`
            : ''}{' '}
        (none to all optional registrations) · {structure.timeframe} · at least {structure.minDirectors}{' '}
        {type === 'llp'
          ? 'designated partners'
          : type === 'partnership'
            ? 'partners'
            : type === 'proprietorship'
              ? 'owner'
              : structure.minDirectors === 1
                ? 'director'
                : 'directors'}
      </Typography>
    </Box>
  );
}

export default function CompanyFormationTool() {
  const calc = useCalculation({
    tool: 'company-formation',
    defaults: DEFAULTS,
    // CALC-COMPANY: generating needs a company name and a structure (the calculation gives null without them).
    compute: (f) => companyFormation(toInput(f)),
    missing: 'Enter the proposed company name and choose a business structure.',
    choices: { companyType: STRUCTURE_OPTIONS, businessType: BUSINESS_OPTIONS, location: LOCATION_OPTIONS },
    caps: { shareCapital: 'amount', numberOfDirectors: 'count' },
    usage: (next) => ({
      companyType: next.structure.name,
      totalSteps: next.totalSteps,
      estimatedCost: next.estimatedCost,
    }),
  });
  const { form, set, choose } = calc;
  const [done, setDone] = useState<string[]>([]);
  // Stable, so the memoised timeline re-renders for a tick, not for each keystroke (CALC-STATES-7).
  const toggleDone = useCallback(
    (id: string) => setDone((d) => (d.includes(id) ? d.filter((x) => x !== id) : [...d, id])),
    [],
  );

  const ready = form.companyName.trim() !== '' && form.companyType !== '';
  const generate = () => {
    setDone([]);
    calc.calculate();
  };

  const directors = formationDirectors(toNumber(form.numberOfDirectors));
  return (
    <CalculatorLayout
      calc={calc}
      submitLabel="Generate Formation Plan"
      submitDisabled={!ready}
      onSubmit={generate}
      form={
        <>
          <KeptTextField
            name="companyName"
            size="small"
            fullWidth
            label="Proposed company name"
            value={form.companyName}
            onText={set('companyName')}
            required
          />
          <SelectField
            name="companyType"
            label="Business structure"
            value={form.companyType}
            options={STRUCTURE_OPTIONS}
            onChange={choose('companyType')}
            required
          />
          <StructureNote type={form.companyType} directors={directors} />
          <NumberFields
            {...calc.fields}
            rows={[
              [
                { name: 'businessType', label: 'Business type', options: BUSINESS_OPTIONS },
                { name: 'location', label: 'State office in', options: LOCATION_OPTIONS },
              ],
              [
                {
                  name: 'numberOfDirectors',
                  label: 'Directors / partners',
                  min: 1,
                  step: 1,
                  helperText: 'Blank: 2',
                  range: [1, 15, 1],
                },
                {
                  name: 'shareCapital',
                  label: 'Share capital (₹)',
                  min: 0,
                  range: [0, 10_00_000, 10_000],
                  helperText: 'No legal minimum',
                },
              ],
            ]}
          />
          <KeptTextField
            name="businessActivity"
            size="small"
            fullWidth
            label="Main business activity"
            value={form.businessActivity}
            onText={set('businessActivity')}
            placeholder="e.g. software development services"
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend" sx={{ fontSize: 14 }}>
              Also register for
            </FormLabel>
            <FormGroup>
              {FLAGS.map(({ key, label }) => (
                <CheckField key={key} name={key} checked={form[key]} onChange={choose(key)} label={label} />
              ))}
            </FormGroup>
          </Box>
        </>
      }
      result={
        <PlanResult
          result={calc.result}
          form={calc.shown}
          stale={calc.stale}
          done={done}
          onToggle={toggleDone}
        />
      }
    />
  );
}

function PlanResult(props: {
  result: CompanyFormationResult | null;
  form: Form;
  done: string[];
  onToggle: (id: string) => void;
  stale: boolean;
}) {
  const { result: r, form, done, onToggle, stale } = props;
  if (!r)
    return (
      <ResultCard title="Formation plan" printable={false}>
        <ResultPlaceholder icon={<Domain sx={{ fontSize: 40 }} />}>
          Enter a company name and choose a structure, then press Generate Formation Plan for the steps,
          documents, timeline and cost.
        </ResultPlaceholder>
      </ResultCard>
    );
  return (
    <Stack spacing={2}>
      <ResultCard
        title={`Plan for ${r.companyName}`}
        stale={stale}
        printInputs={[
          { label: 'Structure', value: r.structure.name },
          { label: 'Business type', value: form.businessType },
          {
            label: 'Directors / partners',
            value: form.numberOfDirectors.trim() ? textWithUnit(form.numberOfDirectors, '') : '2',
          },
          { label: 'Share capital', value: textAsRupees(form.shareCapital) },
          { label: 'Location', value: form.location },
        ]}
      >
        <PlanOverview result={r} />
      </ResultCard>

      <ResultCard title="Cost breakdown" printable={false} stale={stale}>
        <CostFigures result={r} />
      </ResultCard>

      <ResultCard title="Timeline" printable={false} stale={stale}>
        <TimelineSteps result={r} done={done} onToggle={onToggle} />
      </ResultCard>
    </Stack>
  );
}

/*
 * The cards' contents are memoised (CALC-STATES-7): typing and the cards' "updating" mark re-render the cards'
 * frames, not the plan (it changes when the result does; the timeline also when a step is ticked).
 */
const PlanOverview = memo(function PlanOverview({ result: r }: { result: CompanyFormationResult }) {
  return (
    <>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
        Overview
      </Typography>
      {r.warnings.map((w) => (
        <Alert key={w} severity="warning" sx={{ mb: 1.5 }}>
          {w}
        </Alert>
      ))}
      <StatGrid>
        <ResultStat id="structure" label="Structure" value={r.structure.name} emphasis />
        <ResultStat
          id="estimatedCost"
          label="Estimated cost"
          value={`${formatINR(r.estimatedCost.min)} – ${formatINR(r.estimatedCost.max)}`}
          hint={`Within ${formatINR(r.costRange.min)}–${formatINR(r.costRange.max)} for this structure and team, from none to all optional registrations; state duties extra`}
        />
        <ResultStat id="timeframe" label="Time to register" value={r.timeframe} />
        <ResultStat id="totalSteps" label="Steps" value={r.totalSteps} />
      </StatGrid>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PointList heading="Advantages" points={r.structure.advantages} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PointList heading="Watch out for" points={r.structure.disadvantages} />
        </Grid>
      </Grid>
      <PointList heading="Ongoing compliance" points={r.structure.compliance} headingSx={{ mt: 1 }} />
    </>
  );
});

const CostFigures = memo(function CostFigures({ result: r }: { result: CompanyFormationResult }) {
  return (
    <>
      <Table size="small" aria-label="Cost breakdown">
        <TableBody>
          {r.steps
            .filter((s) => s.cost > 0)
            .map((s) => (
              <TableRow key={s.id}>
                <TableCell sx={{ pl: 0 }}>{s.title}</TableCell>
                <TableCell align="right" sx={{ pr: 0 }}>
                  {formatINR(s.cost)}
                </TableCell>
              </TableRow>
            ))}
          <TableRow>
            <TableCell sx={{ pl: 0 }}>Service and filing fee ({r.structure.name})</TableCell>
            <TableCell align="right" sx={{ pr: 0 }}>
              {formatINR(r.fee)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell sx={{ pl: 0, fontWeight: 700 }}>Estimated total</TableCell>
            <TableCell align="right" sx={{ pr: 0, fontWeight: 700 }}>
              {formatINR(r.estimatedCost.min)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Box sx={{ mt: 2 }} />
      <StatGrid>
        <ResultStat
          id="professional"
          label="Professional fees (70%)"
          value={formatINR(r.costBreakdown.professional)}
        />
        <ResultStat
          id="government"
          label="Government fees (30%)"
          value={formatINR(r.costBreakdown.government)}
        />
      </StatGrid>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        The range allows up to {formatINR(r.estimatedCost.max - r.estimatedCost.min)} more for variations.
        Stamp duty and ROC fees that depend on capital and state are not included.
      </Typography>
    </>
  );
});

const TimelineSteps = memo(function TimelineSteps({
  result: r,
  done,
  onToggle,
}: {
  result: CompanyFormationResult;
  done: string[];
  onToggle: (id: string) => void;
}) {
  return (
    <Stepper orientation="vertical" nonLinear activeStep={-1}>
      {r.steps.map((s) => (
        <Step key={s.id} completed={done.includes(s.id)} expanded>
          <StepLabel
            optional={
              <Typography variant="caption" color="text.secondary">
                {s.timeframe}
                {s.cost > 0 ? ` · ${formatINR(s.cost)}` : ''}
              </Typography>
            }
          >
            {s.title}
          </StepLabel>
          <StepContent>
            <Typography variant="body2">{s.description}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
              {s.documents.map((d) => (
                <Chip key={d} label={d} size="small" variant="outlined" sx={wrappingChipSx} />
              ))}
            </Stack>
            <FormControlLabel
              data-print="hide"
              control={
                <Checkbox size="small" checked={done.includes(s.id)} onChange={() => onToggle(s.id)} />
              }
              label="Done"
            />
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
});

/** A small heading and its bullet points (the structure's advantages, drawbacks and ongoing compliance). */
function PointList({
  heading,
  points,
  headingSx,
}: {
  heading: string;
  points: readonly string[];
  headingSx?: { mt: number };
}) {
  return (
    <>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700, ...headingSx }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0.5, '& li': { fontSize: 14 } }}>
        {points.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </Box>
    </>
  );
}
