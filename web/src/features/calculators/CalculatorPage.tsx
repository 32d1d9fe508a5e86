import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Container,
  Grid,
  Stack,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { CalculatorType } from '@36x/common';
import { Disclaimer } from '../../components/disclaimer/Disclaimer';
import { HEADER_HEIGHT } from '../../theme/tokens';
import { DEFAULT_TOOL, entriesOf, findEntry, type CalculatorMode } from './registry';
import { TOOL_ICONS } from './tool-icons';
import { ActiveCalculatorContext } from './components/discuss-link';
import { InputsContext, STAY_IN_PLACE, type SubmittedInputs } from './use-query-inputs';
import { PrintStyles } from './components/PrintStyles';
import { ExplanationSection } from './explanations/CalculatorExplanation';
import { useRulesEdits, type RulesEdits } from './use-tax-rules';
import type { CalculatorExplanation } from './explanations/types';
import { paths } from '../../lib/paths';
import { ToolsBanner } from '../../components/ui/ToolsBanner';
import { useHydrated } from '../../lib/use-hydrated';

/** The id of the calculators section (CALC-PAGE-2); Try Tool links here. */
export const CALCULATORS_SECTION_ID = 'calculators';

export interface CalculatorPageProps {
  /** The calculator or tool this page shows. */
  id: CalculatorType;
  /** Its component, rendered in the panel (the route module imports it: React Router loads it before hydrating). */
  children: ReactNode;
  /** What it computes, its formula, assumptions and worked example (static text, part of the route module). */
  explanation: CalculatorExplanation;
  /**
   * For an explanation that quotes tax rules (CALC-TAXRULES-4): the same explanation with an admin's saved rules, shown
   * once they are fetched after start-up (`explanation`, with the shipped rules, is the server's HTML).
   */
  explain?: (edits: RulesEdits) => CalculatorExplanation;
  /** The route's action data on the results page: the fields of the form's no-script post (CALC-PAGE-8). */
  submitted?: SubmittedInputs;
}

/** The explanation with the rules in force: the shipped text first (server and hydration), the edited after. */
function RulesInForceExplanation({
  id,
  explanation,
  explain,
}: {
  id: CalculatorType;
  explanation: CalculatorExplanation;
  explain: (edits: RulesEdits) => CalculatorExplanation;
}) {
  const edits = useRulesEdits();
  const shown = useMemo(
    () => (edits && edits.size > 0 ? explain(edits) : explanation),
    [edits, explain, explanation],
  );
  return <ExplanationSection id={id} explanation={shown} />;
}

/**
 * The inputs the calculator starts from. A prerendered page (/calculator/<id>) was rendered without the address's
 * inputs: it hydrates without them and, only if the address carries some, mounts the calculator again to take them
 * (`inputsFromAddress` keys its panel). The results page was rendered with its inputs (the query, or the posted form),
 * so it hydrates with them; so does a page opened by in-app navigation.
 */
function useAddressInputs(submitted: SubmittedInputs | undefined) {
  const { pathname } = useLocation();
  const onResultsPage = pathname.endsWith('/results');
  const hydrated = useHydrated();
  const [hydratingPrerendered] = useState(!hydrated && !onResultsPage);
  const [inputsFromAddress, setInputsFromAddress] = useState(false);
  useEffect(() => {
    if (hydratingPrerendered && window.location.search) setInputsFromAddress(true);
  }, [hydratingPrerendered]);
  const inputs = useMemo(
    () => ({
      restore: !hydratingPrerendered || inputsFromAddress,
      submitted: submitted?.inputs ?? null,
    }),
    [hydratingPrerendered, inputsFromAddress, submitted],
  );
  return { inputs, inputsFromAddress };
}

/** Keeps the selected item in the middle of the row on phones, also once the web fonts have changed the widths. */
function useCentredTab(id: CalculatorType) {
  useEffect(() => {
    const centre = () => {
      const tab = document.getElementById(`tab-${id}`);
      const scroller = tab?.closest<HTMLElement>('.MuiTabs-scroller');
      if (!tab || !scroller || scroller.scrollWidth <= scroller.clientWidth) return;
      const t = tab.getBoundingClientRect();
      const s = scroller.getBoundingClientRect();
      scroller.scrollLeft += t.left - s.left - (s.width - t.width) / 2;
    };
    centre();
    void document.fonts?.ready.then(centre);
  }, [id]);
}

/** The Calculators/Tools toggle and the row of the mode's items, all links (not printed). */
function CalculatorNav({ id, mode }: { id: CalculatorType; mode: CalculatorMode }) {
  return (
    <Stack spacing={{ xs: 1, md: 2 }} data-print="hide">
      {/* CALC-PAGE-1: the two modes, as links to each mode's default page. */}
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={mode}
        aria-label="Calculators or tools"
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {(['calculators', 'tools'] as const).map((option) => (
          <ToggleButton
            key={option}
            value={option}
            component={Link}
            to={paths.calculatorTool(DEFAULT_TOOL[option])}
            {...STAY_IN_PLACE}
            // A link to a page, not a pressed button: the page it opens is the mode's own.
            aria-pressed={undefined}
            aria-current={option === mode ? 'page' : undefined}
            sx={{ flex: { xs: 1, sm: 'none' }, px: 3 }}
          >
            {option === 'calculators' ? 'Calculators' : 'Tools'}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {/* CALC-PAGE-6: the item row, a link to every other item of the mode. */}
      <Box component="nav" aria-label={mode === 'calculators' ? 'Calculators' : 'Tools'}>
        <Tabs
          value={id}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={mode === 'calculators' ? 'Calculators' : 'Tools'}
          sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 48 } }}
        >
          {entriesOf(mode).map((item) => (
            <Tab
              key={item.id}
              value={item.id}
              label={item.label}
              icon={TOOL_ICONS[item.id]}
              iconPosition="start"
              id={`tab-${item.id}`}
              component={Link}
              to={paths.calculatorTool(item.id)}
              {...STAY_IN_PLACE}
              aria-current={item.id === id ? 'page' : undefined}
              aria-controls={item.id === id ? 'calculator-panel' : undefined}
            />
          ))}
        </Tabs>
      </Box>
    </Stack>
  );
}

/**
 * One calculator's page (SITE-ROUTES, CALC-PAGE): /calculator/<id>, prerendered, and /calculator/<id>/results,
 * rendered by the `api` function with the inputs of a shared link or of the form's no-script post
 * (CALC-PAGE-8). /calculator and /resources/calculator are the finder (finder/CalculatorFinder.tsx). The Calculators/Tools toggle, the
 * item row and Try Tool are links between the pages: they work before the app has started.
 */
export function CalculatorPage({ id, children, explanation, explain, submitted }: CalculatorPageProps) {
  const entry = findEntry(id)!;
  const mode = entry.mode;
  const { inputs, inputsFromAddress } = useAddressInputs(submitted);
  const active = useMemo(() => ({ id, title: entry.title }), [id, entry.title]);
  useCentredTab(id);

  return (
    <Box sx={{ pb: 8 }}>
      <PrintStyles />
      <ToolsBanner
        page="calculator"
        title="Financial Calculators & Tools"
        lead="Plan cover, investments, loans, taxes and retirement with figures you can check. Free to use — no sign-up, no phone number, no cold calls."
      />

      <Container
        maxWidth="lg"
        component="section"
        id={CALCULATORS_SECTION_ID}
        aria-label="Calculators and tools"
        sx={{ pt: { xs: 2, md: 5 }, scrollMarginTop: { xs: HEADER_HEIGHT.xs, md: HEADER_HEIGHT.md } }}
      >
        <CalculatorNav id={id} mode={mode} />

        <Box
          role="tabpanel"
          id="calculator-panel"
          aria-labelledby={`tab-${id}`}
          sx={{ pt: { xs: 2, md: 3 } }}
        >
          <InputsContext.Provider value={inputs}>
            <ActiveCalculatorContext.Provider value={active}>
              <Fragment key={inputsFromAddress ? 'from-address' : 'page'}>{children}</Fragment>
            </ActiveCalculatorContext.Provider>
          </InputsContext.Provider>
        </Box>
      </Container>

      {/* What the calculator computes, its formula, assumptions and a worked example (CALC-PAGE-7). */}
      <Container maxWidth="lg" sx={{ mt: 6 }} data-print="hide">
        {explain ? (
          <RulesInForceExplanation id={id} explanation={explanation} explain={explain} />
        ) : (
          <ExplanationSection id={id} explanation={explanation} />
        )}
      </Container>

      {mode === 'calculators' && <AdvancedToolsSection />}

      <Container maxWidth="lg" sx={{ mt: 5 }}>
        <Disclaimer context="calculator" />
      </Container>
    </Box>
  );
}

/** CALC-PAGE-2: a card per tool; Try Tool opens the tool's page at the calculators section. */
function AdvancedToolsSection() {
  return (
    <Container
      maxWidth="lg"
      component="section"
      aria-labelledby="advanced-tools-heading"
      sx={{ mt: 7 }}
      data-print="hide"
    >
      <Typography
        id="advanced-tools-heading"
        variant="h4"
        component="h2"
        sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}
      >
        Advanced Financial Tools
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Go beyond a single number: compare funds, loans, policies and business structures.
      </Typography>
      <Grid container spacing={2.5}>
        {entriesOf('tools').map((entry) => (
          <Grid key={entry.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                  <Box
                    sx={{
                      display: 'grid',
                      placeItems: 'center',
                      width: 40,
                      height: 40,
                      borderRadius: 1,
                      bgcolor: 'rgba(15, 61, 62, 0.08)',
                      color: 'primary.main',
                    }}
                    aria-hidden
                  >
                    {TOOL_ICONS[entry.id]}
                  </Box>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                    {entry.title}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {entry.description}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  variant="outlined"
                  endIcon={<ArrowForward />}
                  component={Link}
                  to={{ pathname: paths.calculatorTool(entry.id), hash: CALCULATORS_SECTION_ID }}
                  aria-label={`Try Tool: ${entry.title}`}
                >
                  Try Tool
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
