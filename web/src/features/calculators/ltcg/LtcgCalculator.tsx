import { memo } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { formatINR } from '@36x/common';
import {
  CAPITAL_GAINS_RULE_SETS,
  ltcgCalculator,
  type CapitalGainsAssetType,
  type LtcgResult,
} from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { CheckField } from '../components/CheckField';
import { FieldRow } from '../components/FieldRow';
import { KeptTextField } from '../components/KeptTextField';
import { NumberFields } from '../components/NumberFields';
import { SelectField } from '../components/SelectField';
import { Badge, ResultCard, ResultStat, StatGrid } from '../components/ResultCard';
import { textAsRupees, toNumber } from '../parse';
import { holdingText } from './holding-text';
import { useRulesCalculation, type RulesEdits } from '../use-tax-rules';

/*
 * The capital-gains form and the LTCG form are one computation (CALC-PAGE); this is the later form, whose asset
 * values are immovable, equity, mutual-fund and other, equity by default (CALC-LTCG). The optional improvement date
 * and the resident switch feed the Finance (No. 2) Act 2024 rules the calculation applies to later sales.
 */
const DEFAULTS = {
  assetType: 'equity' as CapitalGainsAssetType,
  purchaseDate: '',
  saleDate: '',
  purchasePrice: '',
  salePrice: '',
  improvementCost: '',
  improvementDate: '',
  residentIndividual: true,
};
type Form = typeof DEFAULTS;

const ASSET_TYPES = [
  { value: 'equity', label: 'Listed shares (equity)' },
  { value: 'mutual-fund', label: 'Equity mutual fund' },
  { value: 'immovable', label: 'Land or building' },
  { value: 'other', label: 'Other (gold, unlisted shares, debt funds bought before April 2023…)' },
] as const;

/** The rate with indexation a resident may choose on land or a building bought before 23 July 2024 (s. 112(1)). */
const INDEXED_RATE =
  CAPITAL_GAINS_RULE_SETS[CAPITAL_GAINS_RULE_SETS.length - 1]!.classes.immovable.indexedAlternative!.rate;

/** 'Please enter valid purchase and sale dates.' (CALC-LTCG) comes as an Error text; it shows as an alert on the page. */
function compute(form: Form, edits: RulesEdits | null = null): LtcgResult {
  return ltcgCalculator(
    {
      purchasePrice: toNumber(form.purchasePrice),
      salePrice: toNumber(form.salePrice),
      improvementCost: toNumber(form.improvementCost),
      purchaseDate: form.purchaseDate,
      saleDate: form.saleDate,
      assetType: form.assetType,
      improvementDate: form.improvementDate || undefined,
      residentIndividual: form.residentIndividual,
    },
    // CALC-LTCG: an admin's edited rates, holding periods, exemption and CII, as the income-tax and DTAA calculators.
    edits ?? undefined,
  );
}

export default function LtcgCalculator() {
  const { calc } = useRulesCalculation(compute, {
    tool: 'ltcg-calculator',
    defaults: DEFAULTS,
    choices: { assetType: ASSET_TYPES },
    caps: { purchasePrice: 'amount', salePrice: 'amount', improvementCost: 'amount' },
    usage: ({ capitalGains, indexedCost, taxableGains, taxRate, exemption, ltcgTax }) => ({
      capitalGains,
      indexedCost,
      taxableGains,
      taxRate,
      exemption,
      ltcgTax,
    }),
  });
  const { form, set } = calc;
  const dateError = calc.error;
  return (
    <CalculatorLayout
      calc={calc}
      submitLabel="Calculate tax"
      form={
        <>
          <SelectField
            name="assetType"
            label="Asset"
            value={form.assetType}
            options={ASSET_TYPES}
            onChange={calc.choose('assetType')}
          />
          <FieldRow>
            <DateField
              name="purchaseDate"
              label="Purchase date"
              value={form.purchaseDate}
              onChange={set('purchaseDate')}
              error={!!dateError}
            />
            <DateField
              name="saleDate"
              label="Sale date"
              value={form.saleDate}
              onChange={set('saleDate')}
              error={!!dateError}
            />
          </FieldRow>
          {dateError && (
            <Alert severity="error" role="alert">
              {dateError}
            </Alert>
          )}
          <NumberFields
            {...calc.fields}
            rows={[
              [
                { name: 'purchasePrice', label: 'Purchase price (₹)', min: 0 },
                { name: 'salePrice', label: 'Sale price (₹)', min: 0 },
              ],
              [
                {
                  name: 'improvementCost',
                  label: 'Improvement and sale costs (₹)',
                  min: 0,
                  range: [0, 10_00_000, 5_000],
                  helperText: 'Renovation, brokerage, legal fees',
                },
                <DateField
                  key="improvementDate"
                  name="improvementDate"
                  label="Improvement date (optional)"
                  value={form.improvementDate}
                  onChange={set('improvementDate')}
                  helperText="Blank: indexed from purchase"
                />,
              ],
            ]}
          />
          {form.assetType === 'immovable' && (
            <CheckField
              name="residentIndividual"
              checked={form.residentIndividual}
              onChange={calc.choose('residentIndividual')}
              label={`I am a resident individual or HUF (allows ${INDEXED_RATE}% with indexation on property bought before 23 July 2024)`}
            />
          )}
        </>
      }
      result={<LtcgResultCard result={calc.result} form={calc.shown} stale={calc.stale} />}
    />
  );
}

function DateField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: boolean;
  helperText?: string;
}) {
  return (
    <KeptTextField
      type="date"
      name={props.name}
      size="small"
      fullWidth
      label={props.label}
      value={props.value}
      error={props.error}
      helperText={props.helperText}
      onText={props.onChange}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: '2099-12-31' } }}
    />
  );
}

function LtcgResultCard({
  result: r,
  form,
  stale,
}: {
  result: LtcgResult | null;
  form: Form;
  stale: boolean;
}) {
  return (
    <ResultCard
      title="Capital gains tax"
      printable={!!r}
      stale={stale}
      badge={
        r && (
          <Badge
            label={r.isLongTerm ? 'Long-term' : 'Short-term'}
            color={r.isLongTerm ? 'success' : 'warning'}
          />
        )
      }
      printInputs={[
        { label: 'Asset', value: ASSET_TYPES.find((a) => a.value === form.assetType)?.label ?? '' },
        { label: 'Purchase date', value: form.purchaseDate || '—' },
        { label: 'Sale date', value: form.saleDate || '—' },
        { label: 'Purchase price', value: textAsRupees(form.purchasePrice) },
        { label: 'Sale price', value: textAsRupees(form.salePrice) },
        { label: 'Improvement and sale costs', value: textAsRupees(form.improvementCost) },
      ]}
    >
      <LtcgFigures result={r} />
    </ResultCard>
  );
}

/**
 * Memoised (CALC-STATES-7): typing and the card's "updating" mark re-render the card's frame, not the figures
 * (they change when the result does).
 */
const LtcgFigures = memo(function LtcgFigures({ result: r }: { result: LtcgResult | null }) {
  return (
    <>
      <StatGrid>
        <ResultStat
          id="ltcgTax"
          label="Tax on this gain"
          value={formatINR(r?.ltcgTax ?? 0)}
          emphasis
          hint={r ? `Before surcharge and ${r.cessPercent}% cess` : 'Before surcharge and cess'}
        />
        <ResultStat
          id="capitalGains"
          label="Capital gain"
          value={formatINR(r?.capitalGains ?? 0)}
          tone={r && r.capitalGains < 0 ? 'negative' : 'neutral'}
          hint="Sale − purchase − costs"
        />
        <ResultStat
          id="indexedCost"
          label={r?.indexationUsed ? 'Indexed cost' : 'Cost'}
          value={formatINR(r?.indexedCost ?? 0)}
          hint={
            r?.indexationUsed
              ? `CII ${r.purchaseCII} → ${r.saleCII}${
                  r.ciiEstimated
                    ? ' (sale year not yet published; latest value used)'
                    : r.ciiReported
                      ? ' (reported, confirm from the CBDT notification)'
                      : ''
                }`
              : 'Purchase + costs'
          }
        />
        <ResultStat
          id="exemption"
          label="Exemption used"
          value={formatINR(r?.exemption ?? 0)}
          hint={
            r && r.exemptionLimit > 0
              ? `Limit ${formatINR(r.exemptionLimit)} for FY ${r.financialYear}`
              : undefined
          }
        />
        <ResultStat id="taxableGains" label="Taxable gain" value={formatINR(r?.taxableGains ?? 0)} />
        <ResultStat id="taxRate" label="Tax rate" value={`${r?.taxRate ?? 0}%`} />
      </StatGrid>
      {r && (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <Box sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider' }}>
            <Typography variant="body2" data-testid="ltcg-rule">
              <strong>Rules applied:</strong> {r.ruleDescription}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="ltcg-holding">
              <strong>Holding period:</strong> {holdingText(r)} · sale in FY {r.financialYear}
            </Typography>
            {r.holdingRuleNote && (
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="ltcg-holding-note">
                {r.holdingRuleNote}
              </Typography>
            )}
            {r.alternative && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                <strong>Both options:</strong> without indexation{' '}
                {formatINR(r.alternative.taxWithoutIndexation)}; with indexation{' '}
                {formatINR(r.alternative.taxWithIndexation)}. The lower one is used.
              </Typography>
            )}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {r.scopeNote}
          </Typography>
        </Stack>
      )}
    </>
  );
});
