import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Container,
  Grid,
  Skeleton,
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
import { CALCULATOR_COMPONENTS } from './calculator-modules';
import { DEFAULT_TOOL, entriesOf, findEntry, type CalculatorMode } from './registry';
import { TOOL_ICONS } from './tool-icons';
import { ActiveCalculatorContext } from './components/discuss-link';
import { RestoreInputsContext, STAY_IN_PLACE, TOOL_PARAM } from './use-query-inputs';
import { PrintStyles } from './components/PrintStyles';
import { CalculatorExplanation } from './explanations/CalculatorExplanation';
import { LoadErrorBoundary } from './components/LoadErrorBoundary';
import { paths } from '../../lib/paths';
import NotFoundPage from '../../components/not-found/NotFoundPage';

const noSubscription = () => () => {};
/** False while React hydrates the prerendered page, true after (and on in-app navigation). */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The id of the calculators section (CALC-PAGE-2); Try Tool scrolls here. */
export const CALCULATORS_SECTION_ID = 'calculators';

/**
 * /calculator, /calculator/<id> and /resources/calculator (SITE-ROUTES): the calculators section with its two modes
 * (CALC-PAGE). Every calculator and tool has its own prerendered page, /calculator/<id> (the Tools page links to them),
 * and Back returns to the previous one; /calculator opens on term-insurance. Old links (/calculator?tool=<id>&…) are
 * moved to the tool's page with their inputs.
 */
export default function CalculatorPage() {
  const { tool } = useParams();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  // A page hydrated from its prerendered HTML first renders without the address's inputs (the HTML has none), then,
  // only if the address carries some, mounts the calculator again to take them. Opened by in-app navigation, the
  // calculator takes them when it mounts.
  const [hydratingPage] = useState(!useHydrated());
  const [inputsFromAddress, setInputsFromAddress] = useState(false);
  useEffect(() => {
    if (hydratingPage && window.location.search) setInputsFromAddress(true);
  }, [hydratingPage]);
  const legacyTool = tool === undefined ? findEntry(params.get(TOOL_PARAM)) : undefined;
  const selected = findEntry(tool ?? DEFAULT_TOOL.calculators);
  const mode = selected?.mode ?? 'calculators';

  const select = (id: CalculatorType) => navigate(paths.calculatorTool(id), STAY_IN_PLACE);

  useEffect(() => {
    if (!legacyTool) return;
    const rest = new URLSearchParams(search);
    rest.delete(TOOL_PARAM);
    const query = rest.toString();
    navigate(`${paths.calculatorTool(legacyTool.id)}${query ? `?${query}` : ''}`, {
      ...STAY_IN_PLACE,
      replace: true,
    });
  }, [legacyTool, search, navigate]);

  const tryTool = (id: CalculatorType) => {
    select(id);
    // After the switch has rendered, bring the section (and the tool in it) into view.
    requestAnimationFrame(() =>
      document.getElementById(CALCULATORS_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };

  // Keep the selected item in the middle of the row on phones, also once the web fonts have changed the widths.
  useEffect(() => {
    if (!selected) return;
    const centre = () => {
      const tab = document.getElementById(`tab-${selected.id}`);
      const scroller = tab?.closest<HTMLElement>('.MuiTabs-scroller');
      if (!tab || !scroller || scroller.scrollWidth <= scroller.clientWidth) return;
      const t = tab.getBoundingClientRect();
      const s = scroller.getBoundingClientRect();
      scroller.scrollLeft += t.left - s.left - (s.width - t.width) / 2;
    };
    centre();
    void document.fonts?.ready.then(centre);
  }, [selected?.id, mode, selected]);

  if (!selected) return <NotFoundPage />;
  const Active = CALCULATOR_COMPONENTS[selected.id];

  return (
    <Box sx={{ pb: 8 }}>
      <PrintStyles />
      <Box
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 } }}
        data-print="hide"
      >
        <Container maxWidth="lg">
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
            Financial Calculators &amp; Tools
          </Typography>
          <Typography sx={{ mt: 1.5, maxWidth: 720, opacity: 0.9, fontSize: { md: '1.1rem' } }}>
            Plan cover, investments, loans, taxes and retirement with figures you can check. Free to use — no
            sign-up, no phone number, no cold calls.
          </Typography>
        </Container>
      </Box>

      <Container
        maxWidth="lg"
        component="section"
        id={CALCULATORS_SECTION_ID}
        aria-label="Calculators and tools"
        sx={{ pt: { xs: 3, md: 5 }, scrollMarginTop: { xs: HEADER_HEIGHT.xs, md: HEADER_HEIGHT.md } }}
      >
        <Stack spacing={2} data-print="hide">
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={mode}
            onChange={(_, next: CalculatorMode | null) => next && next !== mode && select(DEFAULT_TOOL[next])}
            aria-label="Calculators or tools"
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            <ToggleButton value="calculators" sx={{ flex: { xs: 1, sm: 'none' }, px: 3 }}>
              Calculators
            </ToggleButton>
            <ToggleButton value="tools" sx={{ flex: { xs: 1, sm: 'none' }, px: 3 }}>
              Tools
            </ToggleButton>
          </ToggleButtonGroup>

          <Tabs
            value={selected.id}
            onChange={(_, id: CalculatorType) => select(id)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={mode === 'calculators' ? 'Calculators' : 'Tools'}
            sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 48 } }}
          >
            {entriesOf(mode).map((entry) => (
              <Tab
                key={entry.id}
                value={entry.id}
                label={entry.label}
                icon={TOOL_ICONS[entry.id]}
                iconPosition="start"
                id={`tab-${entry.id}`}
                aria-controls="calculator-panel"
              />
            ))}
          </Tabs>
        </Stack>

        <Box role="tabpanel" id="calculator-panel" aria-labelledby={`tab-${selected.id}`} sx={{ pt: 3 }}>
          <LoadErrorBoundary resetKey={selected.id}>
            {/* A new boundary per tool: the row and toggle update at once and the skeleton shows while the
                chunk loads (router updates are transitions, which would otherwise keep the old tool on screen). */}
            <Suspense key={selected.id} fallback={<CalculatorSkeleton />}>
              <RestoreInputsContext.Provider value={!hydratingPage || inputsFromAddress}>
                <ActiveCalculatorContext.Provider value={{ id: selected.id, title: selected.title }}>
                  <Active key={inputsFromAddress ? 'from-address' : 'page'} />
                  <MarkInteractive />
                </ActiveCalculatorContext.Provider>
              </RestoreInputsContext.Provider>
            </Suspense>
          </LoadErrorBoundary>
        </Box>
      </Container>

      {/* What the selected item computes, its formula, assumptions and a worked example: readable before any
          script runs (the page is prerendered). */}
      <Container maxWidth="lg" sx={{ mt: 6 }} data-print="hide">
        <CalculatorExplanation id={selected.id} />
      </Container>

      {mode === 'calculators' && <AdvancedToolsSection onTry={tryTool} />}

      <Container maxWidth="lg" sx={{ mt: 5 }}>
        <Disclaimer context="calculator" />
      </Container>
    </Box>
  );
}

/**
 * Marks the panel `data-interactive` once the calculator beside it has hydrated (or rendered): the calculator is a
 * boundary of its own, which may become live after the rest of the page. The e2e suite waits for it.
 */
function MarkInteractive() {
  useEffect(() => {
    document.getElementById('calculator-panel')?.setAttribute('data-interactive', 'true');
  }, []);
  return null;
}

function AdvancedToolsSection({ onTry }: { onTry: (id: CalculatorType) => void }) {
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
                  onClick={() => onTry(entry.id)}
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

function CalculatorSkeleton() {
  return (
    <Grid container spacing={3} role="status" aria-busy="true" aria-label="Loading calculator">
      <Grid size={{ xs: 12, md: 5 }}>
        <Skeleton variant="rounded" height={360} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Skeleton variant="rounded" height={360} />
      </Grid>
    </Grid>
  );
}
