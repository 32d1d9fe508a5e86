import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Container,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Shield from '@mui/icons-material/Shield';
import HealthAndSafety from '@mui/icons-material/HealthAndSafety';
import TrendingUp from '@mui/icons-material/TrendingUp';
import BeachAccess from '@mui/icons-material/BeachAccess';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import HomeWork from '@mui/icons-material/HomeWork';
import JoinInner from '@mui/icons-material/JoinInner';
import Domain from '@mui/icons-material/Domain';
import { CALCULATOR_TYPES, GUIDES_AS_OF, TAGLINE, type CalculatorType } from '@36x/common';
import { Disclaimer } from '../../components/disclaimer/Disclaimer';
import { paths } from '../../lib/paths';
import { IconBadge } from '../../components/ui/IconBadge';
import { ToolsBanner } from '../../components/ui/ToolsBanner';

/*
 * /tools (CALC-PAGE-5): nine tool cards, four PDF guide cards (the spec's three and the Insurance Rider Explainer that the
 * home page names, API-LIMITS) and the disclaimer. The specs leave the cards' content
 * open; the nine chosen cover the audiences of SITE-PRACTICE (families: term and health cover; earners: SIP, retirement,
 * loans; investors and taxpayers: capital gains, bonds, fund overlap; business owners: company formation). Each
 * card links to its calculator's own page (/calculator/<id>); a link below reaches all of them.
 * This page stays light: it links to the calculators route and imports none of its code or the finance math.
 */
interface ToolCard {
  id: CalculatorType;
  title: string;
  description: string;
  audience: string;
  icon: ReactElement;
}

const TOOL_CARDS: readonly ToolCard[] = [
  {
    id: 'term-insurance',
    title: 'Term Insurance Sufficiency',
    description:
      'The life cover your family needs, from income, expenses, loans, children’s goals and savings.',
    audience: 'Families',
    icon: <Shield />,
  },
  {
    id: 'health-insurance',
    title: 'Health Insurance Comparison',
    description: 'Compare family floater plans on premium, co-payment, room rent limits and waiting periods.',
    audience: 'Families',
    icon: <HealthAndSafety />,
  },
  {
    id: 'sip-calculator',
    title: 'Step-up SIP Calculator',
    description: 'What a SIP that rises every year grows to, in lakh and crore and in today’s money.',
    audience: 'Investors',
    icon: <TrendingUp />,
  },
  {
    id: 'retirement-calculator',
    title: 'Retirement Planner',
    description: 'The corpus you need at retirement, and the monthly SIP that gets you there.',
    audience: 'Everyone',
    icon: <BeachAccess />,
  },
  {
    id: 'ltcg-calculator',
    title: 'Capital Gains Tax',
    description: 'Tax on selling shares, funds or property, under the rules in force on your sale date.',
    audience: 'Taxpayers',
    icon: <ReceiptLong />,
  },
  {
    id: 'bonds-calculator',
    title: 'Bond Interest & Yield',
    description: 'Coupon income, maturity value, current yield and yield to maturity of bonds.',
    audience: 'Seniors',
    icon: <RequestQuote />,
  },
  {
    id: 'loan-amortization',
    title: 'Loan EMI & Amortization',
    description: 'Your EMI, total interest, and how each payment splits between principal and interest.',
    audience: 'Borrowers',
    icon: <HomeWork />,
  },
  {
    id: 'mutual-fund-overlap',
    title: 'Mutual Fund Overlap',
    description: 'Whether your funds hold the same stocks, and how diversified you really are.',
    audience: 'Investors',
    icon: <JoinInner />,
  },
  {
    id: 'company-formation',
    title: 'Company Formation Planner',
    description: 'Choose a structure and get the registration steps, documents, timeline and cost.',
    audience: 'Business owners',
    icon: <Domain />,
  },
];

/** The savings calculators (CALC-STATES-7), linked below the nine cards, which stay as CALC-PAGE-5 has them. */
const SAVINGS_LINKS: readonly { id: CalculatorType; label: string }[] = [
  { id: 'fixed-deposit', label: 'Fixed deposit (FD)' },
  { id: 'recurring-deposit', label: 'Recurring deposit (RD)' },
  { id: 'ppf-calculator', label: 'PPF' },
  { id: 'lumpsum-calculator', label: 'Lumpsum' },
  { id: 'swp-calculator', label: 'SWP' },
];

/** The tax calculators, linked beside the savings ones (the income-tax comparison is what the worksheet guide asks for). */
const TAX_LINKS: readonly { id: CalculatorType; label: string }[] = [
  { id: 'income-tax', label: 'Income tax: old vs new regime' },
  { id: 'ltcg-calculator', label: 'Capital gains tax' },
  { id: 'dtaa-calculator', label: 'DTAA relief on foreign income' },
];

interface GuideCard {
  /** The card's id on this page (/tools#<id>): the home page's tool cards link to it. */
  id: string;
  title: string;
  description: string;
  /** Served by the function at /guides/<file>, rendered with the tax rules in force (functions/src/guides). */
  file: string;
  pages: number;
  /** A calculator that fills the guide in on the visitor's own figures. */
  calculator?: { id: CalculatorType; label: string };
}

const GUIDES: readonly GuideCard[] = [
  {
    id: 'tax-optimization-worksheet',
    title: 'Tax Optimization Worksheet',
    description:
      'Old vs new regime for tax year 2026-27 under the Income-tax Act, 2025, with worked comparisons, a deductions worksheet (80C, 80D, NPS, HRA, home loan), capital gains rates and a year-end checklist.',
    file: 'tax-optimization-worksheet.pdf',
    pages: 4,
    calculator: { id: 'income-tax', label: 'Compare on your salary' },
  },
  {
    id: 'retirement-planning-sheet',
    title: 'Retirement Planning Sheet',
    description:
      'A fill-in plan with the same method as our Retirement Planner, a worked example, ready reckoners for inflation, corpus and SIP, and India’s retirement options.',
    file: 'retirement-planning-sheet.pdf',
    pages: 3,
  },
  {
    id: 'bond-yield-comparison',
    title: 'Bond Yield Comparison',
    description:
      'Coupon, current yield and yield to maturity explained, post-tax yield tables by slab, and G-Secs, NCDs, 54EC bonds, FDs and SCSS side by side.',
    file: 'bond-yield-comparison.pdf',
    pages: 2,
  },
  {
    id: 'insurance-rider-explainer',
    title: 'Insurance Rider Explainer',
    description:
      'Riders on term and health policies: accidental death, disability, critical illness, waiver of premium, room rent waiver, consumables, maternity, OPD and hospital cash. What each pays, what it costs against the base premium, when it is worth it, and the IRDAI rules behind them.',
    file: 'insurance-rider-explainer.pdf',
    pages: 3,
  },
];

const toolHref = (id: CalculatorType) => paths.calculatorTool(id);

export default function ToolsPage() {
  return (
    <Box sx={{ pb: 8 }}>
      <ToolsBanner
        page="tools"
        title="Free Tools & Guides"
        lead="Calculators and worksheets to plan insurance, investments, taxes, loans and retirement on your own numbers. Free, with no sign-up and no phone number."
      >
        <Typography sx={{ mt: 1, fontWeight: 600, color: 'secondary.light' }}>{TAGLINE}</Typography>
      </ToolsBanner>

      <Section
        id="tools-heading"
        title="Calculators and tools"
        intro="Each opens on our calculators page, and every result shows how its figure is made."
        pt={{ xs: 4, md: 6 }}
      >
        <Grid container spacing={2.5}>
          {TOOL_CARDS.map((tool) => (
            <Grid key={tool.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <PageCard
                icon={
                  <IconBadge
                    size={44}
                    radius={1}
                    ariaHidden
                    background="rgba(15, 61, 62, 0.08)"
                    color="primary.main"
                    sx={{ flexShrink: 0 }}
                  >
                    {tool.icon}
                  </IconBadge>
                }
                title={tool.title}
                description={tool.description}
                extra={<Chip size="small" label={tool.audience} sx={{ mt: 1.5 }} variant="outlined" />}
                actions={
                  <Button
                    component={RouterLink}
                    to={toolHref(tool.id)}
                    variant="outlined"
                    endIcon={<ArrowForward />}
                    aria-label={`Open ${tool.title}`}
                  >
                    Open
                  </Button>
                }
              />
            </Grid>
          ))}
        </Grid>
        <CalculatorLinks name="Savings calculators" links={SAVINGS_LINKS} testId="savings-links" mt={3} />
        <CalculatorLinks name="Tax calculators" links={TAX_LINKS} testId="tax-links" mt={2} />
        <Box sx={{ mt: 3 }}>
          <Button component={RouterLink} to={paths.calculator} variant="contained" endIcon={<ArrowForward />}>
            All {CALCULATOR_TYPES.length} calculators and tools
          </Button>
        </Box>
      </Section>

      <Section
        id="guides-heading"
        title="Financial guides (PDF)"
        intro="Print them, fill them in, keep them with your papers."
        pt={{ xs: 6, md: 8 }}
      >
        <Grid container spacing={2.5}>
          {GUIDES.map((guide) => (
            <Grid key={guide.file} size={{ xs: 12, md: 6 }}>
              <PageCard
                id={guide.id}
                icon={<PictureAsPdf sx={{ color: 'secondary.main', fontSize: 36 }} aria-hidden />}
                title={guide.title}
                caption={
                  <Typography variant="caption" color="text.secondary">
                    PDF · {guide.pages} pages · as of{' '}
                    <time dateTime={GUIDES_AS_OF.iso}>{GUIDES_AS_OF.label}</time>
                  </Typography>
                }
                description={guide.description}
                actions={
                  <>
                    <Button
                      href={`/guides/${guide.file}`}
                      download={guide.file}
                      variant="outlined"
                      startIcon={<Download />}
                      aria-label={`Download PDF: ${guide.title}`}
                    >
                      Download PDF
                    </Button>
                    {guide.calculator && (
                      <Button
                        component={RouterLink}
                        to={toolHref(guide.calculator.id)}
                        endIcon={<ArrowForward />}
                      >
                        {guide.calculator.label}
                      </Button>
                    )}
                  </>
                }
              />
            </Grid>
          ))}
        </Grid>
      </Section>

      <Container maxWidth="lg" sx={{ mt: 6 }}>
        <Disclaimer context="tools" />
      </Container>
    </Box>
  );
}

/**
 * A tool or guide card: icon and title (with a caption under the title when given), the description, anything
 * extra, then the actions.
 */
function PageCard({
  id,
  icon,
  title,
  caption,
  description,
  extra,
  actions,
}: {
  id?: string;
  icon: ReactNode;
  title: string;
  caption?: ReactNode;
  description: string;
  extra?: ReactNode;
  actions: ReactNode;
}) {
  const heading = (
    <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
      {title}
    </Typography>
  );
  return (
    <Card
      id={id}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      component="article"
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          {icon}
          {caption ? (
            <Box>
              {heading}
              {caption}
            </Box>
          ) : (
            heading
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
        {extra}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>{actions}</CardActions>
    </Card>
  );
}

/** One of the page's sections: its heading (the section's name, by `id`), a line under it, then its cards. */
function Section({
  id,
  title,
  intro,
  pt,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  pt: { xs: number; md: number };
  children: ReactNode;
}) {
  return (
    <Container maxWidth="lg" component="section" aria-labelledby={id} sx={{ pt }}>
      <Typography id={id} variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {intro}
      </Typography>
      {children}
    </Container>
  );
}

/** A titled row of links to calculators (the savings row, the tax row). */
function CalculatorLinks({
  name,
  links,
  testId,
  mt,
}: {
  name: string;
  links: readonly { id: CalculatorType; label: string }[];
  testId: string;
  mt: number;
}) {
  return (
    <Box component="nav" aria-label={name} sx={{ mt }} data-testid={testId}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {name}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {links.map((link) => (
          <Chip
            key={link.id}
            component={RouterLink}
            to={toolHref(link.id)}
            label={link.label}
            clickable
            variant="outlined"
          />
        ))}
      </Stack>
    </Box>
  );
}
