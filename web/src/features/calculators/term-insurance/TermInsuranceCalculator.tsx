import type { NumberFieldRowSpec } from '../components/NumberFields';
import { memo, useCallback } from 'react';
import { Box, Divider, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { formatINR } from '@36x/common';
import {
  childBasicEducationDefault,
  TERM_INSURANCE_DEFAULTS,
  termInsurance,
  type Child,
  type TermInsuranceInput,
  type TermInsuranceResult,
  capError,
} from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { CheckField } from '../components/CheckField';
import { FormHeading } from '../components/FormHeading';
import { AddToListButton, RemoveFromListButton } from '../components/ListButtons';
import { listFieldName } from '../posted-inputs';
import { NumberField } from '../components/NumberField';
import { ResultCard, ResultStat, StatGrid } from '../components/ResultCard';
import { textAsRupees, textWithUnit, toNumber, toText } from '../parse';
import { useCalculation } from '../use-calculation';
import { logInsuranceUsage } from '../usage-log';

/** A child as the form holds it: amounts as text. */
interface ChildForm {
  id: string;
  age: string;
  basicOn: boolean;
  /** Blank uses the default: 10% of annual expenses × (21 − age). */
  basicAmt: string;
  higherOn: boolean;
  higherAmt: string;
  marriageOn: boolean;
  marriageAmt: string;
}

/*
 * The insurance form starts from the spec's defaults (CALC-TERM): multiplier 12, withdrawal rate 4%, 6 months.
 * The withdrawal rate is shown in percent (4) because that is how people speak of it; the calculation and the
 * usage record get the fraction (0.04) the spec names.
 */
const DEFAULTS = {
  annualIncome: '',
  annualExpenses: '',
  monthlyExpenses: '',
  outstandingLoans: '',
  existingAssets: '',
  incomeMultiplier: String(TERM_INSURANCE_DEFAULTS.incomeMultiplier),
  withdrawalRatePercent: String(TERM_INSURANCE_DEFAULTS.withdrawalRate * 100),
  emergencyMonths: String(TERM_INSURANCE_DEFAULTS.emergencyMonths),
  children: [] as ChildForm[],
};
type Form = typeof DEFAULTS;

let childCounter = 0;
function newChild(): ChildForm {
  childCounter += 1;
  return {
    id: `child-${Date.now().toString(36)}-${childCounter}`,
    age: '',
    basicOn: true,
    basicAmt: '',
    higherOn: true,
    higherAmt: toText(TERM_INSURANCE_DEFAULTS.higherEducationAmount),
    marriageOn: true,
    marriageAmt: toText(TERM_INSURANCE_DEFAULTS.marriageAmount),
  };
}

/**
 * Children from a shared link or the form's post (switches as '0' and '1', decision 047), keeping only well-formed
 * entries; a field left out takes a new child's value (the post's "Add child" sends an empty child).
 */
function sanitizeChildren(list: readonly unknown[]): ChildForm[] {
  return list.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const c = item as Record<string, unknown>;
    const fresh = newChild();
    const text = (v: unknown, fallback: string) =>
      typeof v === 'string' || typeof v === 'number' ? String(v) : fallback;
    const on = (v: unknown) => v !== false && v !== '0' && v !== 'false';
    return [
      {
        ...fresh,
        age: text(c.age, fresh.age),
        basicOn: on(c.basicOn),
        basicAmt: text(c.basicAmt, fresh.basicAmt),
        higherOn: on(c.higherOn),
        higherAmt: text(c.higherAmt, fresh.higherAmt),
        marriageOn: on(c.marriageOn),
        marriageAmt: text(c.marriageAmt, fresh.marriageAmt),
      },
    ];
  });
}

function toChild(c: ChildForm): Child {
  return {
    id: c.id,
    age: toNumber(c.age),
    basicOn: c.basicOn,
    basicAmt: toNumber(c.basicAmt),
    higherOn: c.higherOn,
    higherAmt: toNumber(c.higherAmt),
    marriageOn: c.marriageOn,
    marriageAmt: toNumber(c.marriageAmt),
  };
}

/** A child's age and amounts within the caps (CALC-TERM), or the message naming the child. */
function childCapError(children: readonly ChildForm[]): string | null {
  for (const [index, c] of children.entries()) {
    const error =
      capError('age', c.age) ??
      capError('amount', c.basicAmt) ??
      capError('amount', c.higherAmt) ??
      capError('amount', c.marriageAmt);
    if (error) return `Child ${index + 1}: ${error}`;
  }
  return null;
}

function compute(form: Form): TermInsuranceResult {
  const error = childCapError(form.children);
  if (error) throw new Error(error);
  return termInsurance(toInput(form));
}

function toInput(form: Form): TermInsuranceInput {
  return {
    annualIncome: toNumber(form.annualIncome),
    annualExpenses: toNumber(form.annualExpenses),
    monthlyExpenses: toNumber(form.monthlyExpenses),
    outstandingLoans: toNumber(form.outstandingLoans),
    existingAssets: toNumber(form.existingAssets),
    incomeMultiplier: toNumber(form.incomeMultiplier),
    withdrawalRate: toNumber(form.withdrawalRatePercent) / 100,
    emergencyMonths: toNumber(form.emergencyMonths),
    children: form.children.map(toChild),
  };
}

/** The cover's number inputs: income, expenses, loans, assets and the method's assumptions. */
const COVER_ROWS: readonly NumberFieldRowSpec<Exclude<keyof Form, 'children'>>[] = [
  [
    { name: 'annualIncome', label: 'Annual income (₹)', min: 0, range: [0, 1_00_00_000, 50_000] },
    {
      name: 'annualExpenses',
      label: 'Annual expenses (₹)',
      min: 0,
      range: [0, 50_00_000, 10_000],
    },
  ],
  [
    {
      name: 'monthlyExpenses',
      label: 'Monthly expenses (₹)',
      min: 0,
      range: [0, 5_00_000, 1_000],
      helperText: 'Blank: annual expenses ÷ 12',
    },
    { name: 'outstandingLoans', label: 'Outstanding loans (₹)', min: 0 },
  ],
  [
    {
      name: 'existingAssets',
      label: 'Existing assets and cover (₹)',
      min: 0,
      helperText: 'Investments and life cover you already have',
    },
  ],
  [
    {
      name: 'incomeMultiplier',
      label: 'Income multiplier (× income)',
      min: 0,
      range: [0, 30, 1],
      helperText: 'Suggested: 10 to 15 times income',
    },
    {
      name: 'withdrawalRatePercent',
      label: 'Safe withdrawal rate (%)',
      min: 0,
      range: [0, 10, 0.1],
      helperText: 'Yearly draw the family can sustain',
    },
  ],
  [
    {
      name: 'emergencyMonths',
      label: 'Emergency fund (months of expenses)',
      min: 0,
      step: 1,
      range: [0, 24, 1],
    },
  ],
];

export default function TermInsuranceCalculator() {
  const calc = useCalculation({
    tool: 'term-insurance',
    defaults: DEFAULTS,
    compute,
    restore: (f) => ({ ...f, children: sanitizeChildren(f.children) }),
    caps: {
      annualIncome: 'amount',
      annualExpenses: 'amount',
      monthlyExpenses: 'amount',
      outstandingLoans: 'amount',
      existingAssets: 'amount',
      incomeMultiplier: 'factor',
      withdrawalRatePercent: 'interest',
      emergencyMonths: 'factor',
    },
    record: (f, next) => {
      const { children, ...inputs } = toInput(f);
      logInsuranceUsage(inputs, children ?? [], {
        coverIncome: next.coverIncome,
        coverCapital: next.coverCapital,
        baseCover: next.baseCover,
        childrenNeeds: next.childrenNeeds,
        emergencyFund: next.emergencyFund,
        totalCover: next.totalCover,
      });
    },
  });
  const { form, update, pick } = calc;
  // Stable, so a child's fields re-render when that child changes, not for each keystroke elsewhere (CALC-STATES-7).
  const setChild = useCallback(
    (id: string, patch: Partial<ChildForm>) =>
      update((f) => ({ ...f, children: f.children.map((c) => (c.id === id ? { ...c, ...patch } : c)) })),
    [update],
  );
  const removeChild = useCallback(
    (id: string) => pick('children', (list) => list.filter((c) => c.id !== id)),
    [pick],
  );

  const annualExpenses = toNumber(form.annualExpenses);
  return (
    <CalculatorLayout
      calc={calc}
      submitLabel="Calculate cover"
      rows={COVER_ROWS}
      form={
        <>
          <Divider />
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <FormHeading>Children&apos;s goals</FormHeading>
            <AddToListButton
              list="children"
              startIcon={<AddIcon />}
              onAdd={() => calc.pick('children', (list) => [...list, newChild()])}
            >
              Add child
            </AddToListButton>
          </Stack>
          {form.children.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Add a child to include their education and marriage in the cover.
            </Typography>
          )}
          {form.children.map((child, index) => (
            <ChildFields
              key={child.id}
              child={child}
              index={index}
              annualExpenses={annualExpenses}
              onChange={setChild}
              onRemove={removeChild}
            />
          ))}
        </>
      }
      error={calc.error}
      result={<CoverResult result={calc.result} form={calc.shown} stale={calc.stale} />}
    />
  );
}

/** A child's goals, in the order the form shows them: each a switch and an amount in the child's form. */
const CHILD_GOALS = [
  { label: 'Basic education', on: 'basicOn', amount: 'basicAmt' },
  { label: 'Higher education', on: 'higherOn', amount: 'higherAmt' },
  { label: 'Marriage', on: 'marriageOn', amount: 'marriageAmt' },
] as const;

/** One child's goals; memoised with stable callbacks (CALC-STATES-7). */
const ChildFields = memo(function ChildFields({
  child,
  index,
  annualExpenses,
  onChange,
  onRemove,
}: {
  child: ChildForm;
  index: number;
  annualExpenses: number;
  onChange: (id: string, patch: Partial<ChildForm>) => void;
  onRemove: (id: string) => void;
}) {
  const basicDefault = childBasicEducationDefault(toNumber(child.age), annualExpenses);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="fieldset" aria-label={`Child ${index + 1}`}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 600 }}>Child {index + 1}</Typography>
          <RemoveFromListButton
            list="children"
            index={index}
            label={`Remove child ${index + 1}`}
            onRemove={() => onRemove(child.id)}
          />
        </Stack>
        <NumberField
          name={listFieldName('children', index, 'age')}
          label="Age (years)"
          value={child.age}
          onChange={(age) => onChange(child.id, { age })}
          min={0}
          step={1}
          kind="age"
          range={[0, 25, 1]}
          error={capError('age', child.age) ?? undefined}
        />
        {CHILD_GOALS.map((goal) => (
          <GoalRow
            key={goal.on}
            names={[listFieldName('children', index, goal.on), listFieldName('children', index, goal.amount)]}
            label={goal.label}
            on={child[goal.on]}
            onToggle={(on) => onChange(child.id, { [goal.on]: on })}
            amount={child[goal.amount]}
            onAmount={(amount) => onChange(child.id, { [goal.amount]: amount })}
            helperText={
              goal.on === 'basicOn'
                ? `Blank: 10% of annual expenses × years to 21 = ${formatINR(basicDefault)}`
                : undefined
            }
          />
        ))}
      </Stack>
    </Paper>
  );
});

function GoalRow(props: {
  /** The switch's and the amount's field names in the post. */
  names: readonly [string, string];
  label: string;
  on: boolean;
  onToggle: (on: boolean) => void;
  amount: string;
  onAmount: (text: string) => void;
  helperText?: string;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <CheckField
        name={props.names[0]}
        sx={{ minWidth: 170, mt: { sm: 0.5 } }}
        checked={props.on}
        onChange={props.onToggle}
        label={props.label}
      />
      <NumberField
        name={props.names[1]}
        label={`${props.label} (₹)`}
        value={props.amount}
        onChange={props.onAmount}
        disabled={!props.on}
        min={0}
        helperText={props.helperText}
        kind="amount"
        range={[0, 50_00_000, 50_000]}
        error={capError('amount', props.amount) ?? undefined}
      />
    </Stack>
  );
}

function CoverResult({
  result,
  form,
  stale,
}: {
  result: TermInsuranceResult | null;
  form: Form;
  stale: boolean;
}) {
  const loans = Math.max(0, toNumber(form.outstandingLoans) || 0);
  const assets = Math.max(0, toNumber(form.existingAssets) || 0);
  return (
    <ResultCard
      title="Life cover you need"
      printable={!!result}
      stale={stale}
      printInputs={[
        { label: 'Annual income', value: textAsRupees(form.annualIncome) },
        { label: 'Annual expenses', value: textAsRupees(form.annualExpenses) },
        { label: 'Monthly expenses', value: textAsRupees(form.monthlyExpenses) },
        { label: 'Outstanding loans', value: textAsRupees(form.outstandingLoans) },
        { label: 'Existing assets', value: textAsRupees(form.existingAssets) },
        { label: 'Income multiplier', value: textWithUnit(form.incomeMultiplier, '×') },
        { label: 'Withdrawal rate', value: textWithUnit(form.withdrawalRatePercent, '%') },
        { label: 'Emergency fund', value: textWithUnit(form.emergencyMonths, ' months') },
        { label: 'Children', value: String(form.children.length) },
      ]}
    >
      <CoverFigures result={result} loans={loans} assets={assets} />
    </ResultCard>
  );
}

/**
 * Memoised (CALC-STATES-7): typing and the card's "updating" mark re-render the card's frame, not the figures and
 * table (they change when the result does).
 */
const CoverFigures = memo(function CoverFigures({
  result,
  loans,
  assets,
}: {
  result: TermInsuranceResult | null;
  loans: number;
  assets: number;
}) {
  const r = result ?? {
    coverIncome: 0,
    coverCapital: 0,
    baseCover: 0,
    childrenNeeds: 0,
    emergencyFund: 0,
    totalCover: 0,
    baseMethod: 'income' as const,
  };
  // Insurance figures are full amounts rounded to the rupee (CALC-TERM).
  const lines: [string, number][] = [
    [`Base cover (${r.baseMethod === 'income' ? 'income method' : 'expense method'})`, r.baseCover],
    ["Children's goals", r.childrenNeeds],
    ['Outstanding loans', result ? loans : 0],
    ['Emergency fund', r.emergencyFund],
    ['Less: existing assets', result ? -assets : 0],
  ];
  return (
    <>
      <StatGrid>
        <ResultStat id="totalCover" label="Total cover needed" value={formatINR(r.totalCover)} emphasis />
        <ResultStat
          id="coverIncome"
          label="Income replacement"
          value={formatINR(r.coverIncome)}
          hint="Annual income × multiplier"
        />
        <ResultStat
          id="coverCapital"
          label="Expense capitalisation"
          value={formatINR(r.coverCapital)}
          hint="Annual expenses ÷ withdrawal rate"
        />
        <ResultStat id="childrenNeeds" label="Children's goals" value={formatINR(r.childrenNeeds)} />
        <ResultStat id="emergencyFund" label="Emergency fund" value={formatINR(r.emergencyFund)} />
      </StatGrid>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700, mt: 3, mb: 0.5 }}>
        How it adds up
      </Typography>
      <Table size="small" aria-label="How the cover adds up">
        <TableBody>
          {lines.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell sx={{ pl: 0 }}>{label}</TableCell>
              <TableCell align="right" sx={{ pr: 0, fontVariantNumeric: 'tabular-nums' }}>
                {value < 0 ? `− ${formatINR(-value)}` : formatINR(value)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ pl: 0, fontWeight: 700 }}>Total cover</TableCell>
            <TableCell align="right" sx={{ pr: 0, fontWeight: 700 }}>
              {formatINR(r.totalCover)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Box sx={{ mt: 2, color: 'text.secondary', fontSize: 14 }}>
        The base cover is the higher of the two methods. A pure term plan is the cheapest way to buy this
        cover.
      </Box>
    </>
  );
});
