import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Box, Button, Card, CardActionArea, Container, Paper, Stack, Typography } from '@mui/material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { SearchTextField } from '../../../components/ui/SearchTextField';
import { typedBeforeStart } from '../../../lib/typed-before-start';
import { paths } from '../../../lib/paths';
import { ToolsBanner } from '../../../components/ui/ToolsBanner';
import { CALCULATORS } from '../registry';
import { TOOL_ICONS } from '../tool-icons';
import { findCalculators, FINDER_QUERY_MAX, NEEDS } from './find';

/** The id of a need's group, the target of its link in the "By need" row. */
export const needSectionId = (need: string) => `need-${need}`;

/**
 * /calculator (decision 052): every calculator and tool as a card, grouped by what the visitor needs, with a search
 * box. The search is a GET form to /calculator/find, which the `api` function renders filtered, so it works before
 * and without the app (a search carries no personal data); once the app runs the cards filter as the visitor types,
 * and what was typed before start-up is taken over. The need row is links to the groups on the same page.
 */
export function CalculatorFinder({ initialQuery = '' }: { initialQuery?: string }) {
  const [query, setQuery] = useState(initialQuery);
  const formRef = useRef<HTMLFormElement>(null);
  const firstQuery = useRef(initialQuery);
  useEffect(() => {
    const typed = typedBeforeStart(formRef.current, { q: firstQuery.current }).q;
    if (typed !== undefined) setQuery(typed);
  }, []);
  const found = useMemo(() => findCalculators(query), [query]);
  const groups = NEEDS.map((need) => ({ need, entries: found.filter((e) => e.need === need.id) })).filter(
    (g) => g.entries.length > 0,
  );
  const searching = query.trim() !== '';

  return (
    <Box sx={{ pb: 8 }}>
      <ToolsBanner
        page="finder"
        title="Financial Calculators & Tools"
        lead={
          <>
            {CALCULATORS.length} free calculators and tools for tax, saving, loans, insurance and business. No
            sign-up, no phone number.
          </>
        }
      />

      <Container maxWidth="lg" sx={{ pt: { xs: 2.5, md: 4 } }}>
        <Paper
          component="form"
          ref={formRef}
          method="get"
          action={paths.calculatorFind}
          role="search"
          aria-label="Find a calculator"
          // The app filters as the visitor types; only a page without it asks the server.
          onSubmit={(e) => {
            e.preventDefault();
            (document.activeElement as HTMLElement | null)?.blur();
          }}
          sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <SearchTextField
            label="Find a calculator"
            placeholder="EMI, 80C, capital gains, FD…"
            name="q"
            value={query}
            onChange={setQuery}
            submits
            fullWidth
            size="small"
            inputProps={{ maxLength: FINDER_QUERY_MAX }}
          />
        </Paper>

        <NeedLinks needs={groups.map((g) => g.need)} />

        <Typography role="status" aria-live="polite" color="text.secondary" sx={{ mt: 2, minHeight: 24 }}>
          {searching
            ? found.length
              ? `${found.length} of ${CALCULATORS.length} calculators and tools match “${query.trim()}”`
              : `No calculator matches “${query.trim()}”.`
            : ''}
        </Typography>

        {searching && found.length === 0 && (
          <Button component={Link} to={paths.calculator} onClick={() => setQuery('')} sx={{ mt: 1 }}>
            Show all calculators
          </Button>
        )}

        {groups.map(({ need, entries }) => (
          <Box
            key={need.id}
            component="section"
            id={needSectionId(need.id)}
            aria-labelledby={`${needSectionId(need.id)}-heading`}
            sx={{ mt: { xs: 3, md: 4 }, scrollMarginTop: { xs: 72, md: 88 } }}
          >
            <Typography
              id={`${needSectionId(need.id)}-heading`}
              variant="h5"
              component="h2"
              sx={{ mb: 1.5, fontWeight: 700 }}
            >
              {need.heading}
            </Typography>
            <Box
              component="ul"
              sx={{
                display: 'grid',
                gap: { xs: 1.25, md: 2 },
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
                listStyle: 'none',
                m: 0,
                p: 0,
              }}
            >
              {entries.map((entry) => (
                <ToolCard key={entry.id} entry={entry} />
              ))}
            </Box>
          </Box>
        ))}
      </Container>
    </Box>
  );
}

/** One calculator's card: its icon, title and description, a link to it. */
function ToolCard({ entry }: { entry: ReturnType<typeof findCalculators>[number] }) {
  return (
    <li>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea
          component={Link}
          to={paths.calculatorTool(entry.id)}
          sx={{ height: '100%', p: { xs: 1.5, md: 2 }, display: 'block' }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={{
                display: 'grid',
                placeItems: 'center',
                flex: 'none',
                width: 36,
                height: 36,
                borderRadius: 1,
                bgcolor: 'rgba(15, 61, 62, 0.08)',
                color: 'primary.main',
              }}
            >
              {TOOL_ICONS[entry.id]}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                {entry.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {entry.description}
              </Typography>
            </Box>
            <ArrowForward
              aria-hidden
              fontSize="small"
              sx={{ flex: 'none', color: 'primary.main', alignSelf: 'center' }}
            />
          </Stack>
        </CardActionArea>
      </Card>
    </li>
  );
}

/** The row of links to the groups on this page, one per need with a match. */
function NeedLinks({ needs }: { needs: readonly (typeof NEEDS)[number][] }) {
  return (
    <Box component="nav" aria-label="Calculators by need" sx={{ mt: 2 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {needs.map((need) => (
          <li key={need.id}>
            <Button
              component="a"
              href={`#${needSectionId(need.id)}`}
              variant="outlined"
              size="small"
              sx={{ borderRadius: 5, minHeight: 36, px: 2 }}
            >
              {need.label}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
