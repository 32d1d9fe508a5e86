import { memo, useMemo, type ReactElement, type ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import type { CalculatorType } from '@36x/common';
import type { InputKind, SmallSavingsScheme } from '@36x/common/finance';
import { CalculatorLayout } from './CalculatorLayout';
import { RateAsOf, useAdoptRate, useSmallSavingsRate } from './RateAsOf';
import { NumberFields, type ChoiceFieldSpec, type NumberFieldRowSpec } from './NumberFields';
import { ResultCard, ResultPlaceholder, ResultStat, StatGrid, type PrintLine } from './ResultCard';
import { SavingsGrowth, YearTable, type SavingsYear, type YearColumn } from './SavingsGrowth';
import { useCalculation, type Choices } from '../use-calculation';
import type { QueryShape } from '../use-query-inputs';

/** Text-field keys of a form: the ones NumberFields edits. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/** One figure of the result, as ResultStat takes it. */
export type SavingsStat = Parameters<typeof ResultStat>[0] & { id: string };

/**
 * One savings calculator as data (lumpsum, SIP, SWP, FD, RD, PPF): what differs between them. The page skeleton
 * (SavingsCalculatorPage) lays it out the same way for each: number fields, drop-downs, the result card with its
 * figures, then the chart and the year table.
 */
export interface SavingsCalculatorSpec<
  F extends QueryShape,
  R,
  Row extends { year: number } = { year: number },
> {
  tool: CalculatorType;
  defaults: F;
  /** The calculation; `null` when nothing can be computed, a thrown Error carries the message shown. */
  compute: (form: F) => R | null;
  /** The message when `compute` gives `null` (a blank result would leave the visitor guessing). */
  missing?: string;
  caps: { readonly [K in keyof F]?: InputKind };
  /** The figures of the usage record (CALC-USAGE-1). */
  usage: (result: R) => Record<string, unknown>;
  fields: readonly NumberFieldRowSpec<TextKey<F>>[];
  /** Drop-downs under the number fields, one a row. */
  choices?: readonly ChoiceFieldSpec<TextKey<F>>[];
  /** Text under the form's fields (a rate's source). */
  formNote?: ReactNode;
  /**
   * A rate field that starts from a small-savings rate in force (CALC-RATES-2: PPF, Post Office RD), with its
   * "Rate as of" line under the form; the form's `annualRate` is that rate.
   */
  rate?: { scheme: SmallSavingsScheme; what: string; testId: string; after?: string };
  /** A Reset button beside Calculate. */
  reset?: boolean;
  title: string;
  /** What the card says before there is a result. */
  placeholder: string;
  /**
   * Figures shown (as zeros) before there is a result, with the placeholder under them; without it, the card
   * holds only the placeholder until the first result.
   */
  empty?: R;
  badge?: (result: R) => ReactNode;
  printInputs: (form: F, result: R) => PrintLine[];
  stats: (result: R, form: F) => SavingsStat[];
  /** Notes between the figures and the chart (a convention, the TDS note). */
  notes?: (result: R) => ReactNode;
  /** The usual stacked chart and year table of what was put in and what it earned. */
  growth?: (result: R) => { title: string; earnedLabel?: string; rows: readonly SavingsYear[] };
  /** A chart of its own and the year table's columns, instead of `growth`. */
  schedule?: {
    chart: (result: R) => ReactNode;
    label: string;
    rows: (result: R) => readonly Row[];
    /** The columns after Year. */
    columns: readonly YearColumn<Row>[];
  };
  /** Text at the end of the card, under a result. */
  footer?: (result: R, form: F) => ReactNode;
}

/** The savings calculators' one page skeleton (ARCH-DEV), from a description of one of them. */
export function SavingsCalculatorPage<F extends QueryShape, R, Row extends { year: number }>({
  spec,
}: {
  spec: SavingsCalculatorSpec<F, R, Row>;
}) {
  return spec.rate ? (
    <WithRateInForce spec={spec} rate={spec.rate} />
  ) : (
    <SavingsPage spec={spec} defaults={spec.defaults} note={spec.formNote} />
  );
}

/** A page whose rate starts from the small-savings rate in force, and follows it when the kept rates arrive. */
function WithRateInForce<F extends QueryShape, R, Row extends { year: number }>({
  spec,
  rate,
}: {
  spec: SavingsCalculatorSpec<F, R, Row>;
  rate: NonNullable<SavingsCalculatorSpec<F, R, Row>['rate']>;
}) {
  const inForce = useSmallSavingsRate(rate.scheme);
  const defaults = useMemo(
    () => ({ ...spec.defaults, annualRate: String(inForce.rate) }),
    [spec.defaults, inForce.rate],
  );
  return (
    <SavingsPage
      spec={spec}
      defaults={defaults}
      rateInForce={inForce.rate}
      note={<RateAsOf inForce={inForce} what={rate.what} testId={rate.testId} after={rate.after} />}
    />
  );
}

function SavingsPage<F extends QueryShape, R, Row extends { year: number }>({
  spec,
  defaults,
  rateInForce,
  note,
}: {
  spec: SavingsCalculatorSpec<F, R, Row>;
  defaults: F;
  /** Set when the form's `annualRate` starts from a rate in force. */
  rateInForce?: number;
  note: ReactNode;
}) {
  const calc = useCalculation({
    tool: spec.tool,
    defaults,
    compute: spec.compute,
    missing: spec.missing,
    caps: spec.caps,
    // A link's choice not offered by its drop-down is refused with a message (generic F: TypeScript cannot see that
    // the names are F's keys).
    choices: Object.fromEntries(
      (spec.choices ?? []).map((choice) => [choice.name, choice.options]),
    ) as unknown as Choices<F>,
    usage: spec.usage,
  });
  useAdoptRate(calc as unknown as Parameters<typeof useAdoptRate>[0], rateInForce);
  const { form, shown, result } = calc;
  const card = (() => {
    if (!result && (!spec.empty || calc.refused))
      return (
        <ResultCard title={spec.title} printable={false} calc={calc} placeholder={spec.placeholder}>
          <ResultPlaceholder>{spec.placeholder}</ResultPlaceholder>
        </ResultCard>
      );
    return (
      <ResultCard
        title={spec.title}
        calc={calc}
        placeholder={spec.placeholder}
        badge={result && spec.badge?.(result)}
        printInputs={spec.printInputs(shown, (result ?? spec.empty)!)}
      >
        <Figures spec={spec} result={result} form={shown} />
      </ResultCard>
    );
  })();
  return (
    <CalculatorLayout
      calc={calc}
      submitLabel="Calculate"
      error={calc.error}
      actions={
        spec.reset && (
          <Button variant="outlined" size="large" onClick={calc.reset}>
            Reset
          </Button>
        )
      }
      form={
        <>
          <NumberFields
            {...calc.fields}
            // Generic F: TypeScript cannot see that F's text keys hold text (each calculator's own form can).
            values={form as unknown as Record<TextKey<F>, string>}
            rows={[...spec.fields, ...(spec.choices ?? []).map((choice) => [choice] as const)]}
          />
          {note}
        </>
      }
      result={card}
    />
  );
}

/**
 * Memoised (CALC-STATES-7): typing and the card's "updating" mark re-render the form and the card's frame, not the
 * figures, chart and table (they change when the result does).
 */
const Figures = memo(function Figures<F extends QueryShape, R, Row extends { year: number }>({
  spec,
  result,
  form,
}: {
  spec: SavingsCalculatorSpec<F, R, Row>;
  result: R | null;
  form: F;
}) {
  const r = (result ?? spec.empty)!;
  const rows = spec.schedule?.rows(r) ?? [];
  return (
    <>
      <StatGrid>
        {spec.stats(r, form).map((stat) => (
          <ResultStat key={stat.id} {...stat} />
        ))}
      </StatGrid>
      {spec.notes?.(r)}
      {spec.growth && <SavingsGrowth {...spec.growth(r)} />}
      {spec.schedule && rows.length > 0 && (
        <>
          {spec.schedule.chart(r)}
          <YearTable label={spec.schedule.label} rows={rows} columns={spec.schedule.columns} />
        </>
      )}
      {!result && <Box sx={{ mt: 2, color: 'text.secondary', fontSize: 14 }}>{spec.placeholder}</Box>}
      {result && spec.footer?.(result, form)}
    </>
  );
}) as <F extends QueryShape, R, Row extends { year: number }>(props: {
  spec: SavingsCalculatorSpec<F, R, Row>;
  result: R | null;
  form: F;
}) => ReactElement;
