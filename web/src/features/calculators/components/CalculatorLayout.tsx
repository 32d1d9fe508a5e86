import { useContext, useMemo, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import type { CalculatorType } from '@36x/common';
import { preloadCharts } from './charts';
import { ActiveCalculatorContext } from './discuss-link';
import { NumberFields, type NumberFieldRowSpec, type NumberFieldsBinding } from './NumberFields';
import { RefusalContext } from './ResultCard';
import { entryText } from '../registry';
import { paths } from '../../../lib/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { visuallyHidden } from '../../../theme/visually-hidden';

/** What the layout takes from useCalculation: the calculator, its calculate button and its fields' binding. */
export interface LayoutCalculation<K extends string> {
  tool: CalculatorType;
  calculate: () => void;
  fields: NumberFieldsBinding<K>;
  /** The last calculation was refused, and why (useCalculation's): the results' cards say so instead of figures. */
  refused?: boolean;
  error?: string | null;
}

interface CalculatorLayoutProps<K extends string> {
  /** The calculation (useCalculation's return): the registry's title and description of its calculator head the page. */
  calc: LayoutCalculation<NoInfer<K>>;
  /** The form's number inputs and drop-downs, bound to `calc` (NumberFields rows); they come first in the form. */
  rows?: readonly NumberFieldRowSpec<K>[];
  /** Other inputs, after the rows (lists, switches, notes; the buttons come from `actions` / `submitLabel`). */
  form?: ReactNode;
  /** The results card. */
  result: ReactNode;
  /** Label of the main button; pressing it or Enter in a field calls onSubmit. */
  submitLabel?: string;
  /** What the main button does; `calc.calculate` unless given. */
  onSubmit?: () => void;
  /** Disables the main button once the app runs (never in the server's HTML: there it posts, decision 047). */
  submitDisabled?: boolean;
  /** Extra buttons after the main one (Reset...). */
  actions?: ReactNode;
  /** The calculation's refusal (useCalculation's `error`): shown in red above the form, announced as an alert. */
  error?: string | null;
  /** Shown above the form (after the error): a sample-data note... */
  above?: ReactNode;
  /** Full-width content under both columns (the loan schedule...). */
  below?: ReactNode;
}

/**
 * Form on the left and results on the right (CALC-PAGE); stacked, form first, on phones. The form is hidden
 * when printing (print stylesheet in PrintStyles), so a printed page carries the results only.
 */
export function CalculatorLayout<K extends string = never>({
  calc,
  rows,
  form,
  result,
  submitLabel,
  onSubmit = calc.calculate,
  submitDisabled,
  actions,
  error,
  above,
  below,
}: CalculatorLayoutProps<K>) {
  const active = useContext(ActiveCalculatorContext);
  const { refused, error: refusedWhy } = calc;
  const refusal = useMemo(() => ({ refused, error: refusedWhy }), [refused, refusedWhy]);
  const hydrated = useHydrated();
  const { title, description } = entryText(calc.tool);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled) onSubmit();
  };
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
      </Box>
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 5 }} data-print="hide">
          <Card variant="outlined" component="section" aria-label={`${title} inputs`}>
            <CardContent>
              {error && (
                <Typography role="alert" color="error" sx={{ fontWeight: 600, mb: 2 }}>
                  {error}
                </Typography>
              )}
              {above}
              {/* The charts' code loads while the form is filled in (it is not part of the page's start-up). */}
              {/* Before the app has started (or without JavaScript) the form posts its named fields to the results
                  page, which the server computes (CALC-PAGE-8); the app handles the submit itself. */}
              <Box
                component="form"
                method="post"
                action={active ? paths.calculatorResults(active.id) : undefined}
                noValidate
                onSubmit={handleSubmit}
                onFocus={preloadCharts}
              >
                {/* Enter in a field presses the form's first submit button: the main one, not a list's Add or Remove
                    that come before it (they are submits too, ListButtons). */}
                {submitLabel && (
                  <Box component="button" type="submit" tabIndex={-1} aria-hidden sx={visuallyHidden} />
                )}
                <Stack spacing={2}>
                  {rows && <NumberFields {...calc.fields} rows={rows} />}
                  {form}
                </Stack>
                {(submitLabel || actions) && (
                  <Stack direction="row" spacing={1.5} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1.5 }}>
                    {submitLabel && (
                      <Button
                        type="submit"
                        variant="contained"
                        size="large"
                        disabled={hydrated && submitDisabled}
                      >
                        {submitLabel}
                      </Button>
                    )}
                    {actions}
                  </Stack>
                )}
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ minWidth: 0 }}>
          <RefusalContext.Provider value={refusal}>{result}</RefusalContext.Provider>
        </Grid>
        {below && <Grid size={12}>{below}</Grid>}
      </Grid>
    </Box>
  );
}
