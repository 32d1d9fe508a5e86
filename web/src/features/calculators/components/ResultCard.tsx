import { Children, createContext, isValidElement, useContext, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '../../../theme/visually-hidden';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { Link as RouterLink } from 'react-router';
import { formatINR, formatLakhCrore } from '@36x/common';
import { ActiveCalculatorContext, discussHref } from './discuss-link';
import { ShareButton } from './ShareButton';

export interface PrintLine {
  label: string;
  value: string;
}

interface ResultCardProps {
  title: string;
  children: ReactNode;
  /** A badge beside the title (Recommended, rule set...). */
  badge?: ReactNode;
  /** The inputs behind the result, printed above it (a printout without its inputs would be meaningless). */
  printInputs?: readonly PrintLine[];
  /** Hide Print / Save as PDF and Share while there is nothing worth printing. */
  printable?: boolean;
  /**
   * The figures are for other inputs than the form's (a live recomputation is pending, CALC-STATES-7): they are dimmed
   * and marked busy so they are never read as the new inputs' answer.
   */
  stale?: boolean;
  /**
   * The calculation it shows (useCalculation's return): printable once it has a result, stale while that result is
   * for other inputs, and without figures when it was refused (CALC-STATES-8: the card says why instead of showing
   * ₹0). `printable` and `stale` given as well win.
   */
  calc?: { result: unknown; stale: boolean; refused?: boolean; error?: string | null };
  /** What the card says, with `calc`, before there is a result (a calculator whose defaults compute nothing). */
  placeholder?: ReactNode;
}

/** What a refused calculation's card says when the refusal has no message of its own (a field's message). */
export const FIX_THE_FIELDS = 'No figures for these inputs: correct the fields marked in red.';

/**
 * The calculation's refusal, for cards given no `calc` (a tool's own placeholder card): CalculatorLayout provides it
 * around the results, so every card of a refused calculation says why (CALC-STATES-8).
 */
export const RefusalContext = createContext<{ refused?: boolean; error?: string | null } | null>(null);

/** What a card with `calc` says before its first result, unless the calculator says more. */
export const ENTER_TO_SEE = 'Fill in the form and press Calculate to see the figures.';

/**
 * The results card: title, figures, a Print / Save as PDF button and, under a result, "Discuss this with us" (the
 * contact form with the calculator and its inputs filled in, CONTACT-LEADS). Printing uses the browser's dialog
 * (Save as PDF is one of its destinations) with the print stylesheet of PrintStyles, which hides the site
 * header and footer, the forms and the navigation and keeps this card, its inputs and the disclaimer.
 */
export function ResultCard({
  title,
  children,
  badge,
  printInputs,
  calc,
  placeholder = ENTER_TO_SEE,
  printable = calc ? calc.result != null : true,
  stale = calc?.stale ?? false,
}: ResultCardProps) {
  const calculator = useContext(ActiveCalculatorContext);
  const refusal = useContext(RefusalContext);
  const refused = calc ? calc.refused : refusal?.refused;
  const refusedWhy = (calc ? calc.error : refusal?.error) ?? FIX_THE_FIELDS;
  const discuss = calculator && printable && printInputs && printInputs.length > 0;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={title}
      aria-busy={stale || undefined}
      className="result-card"
    >
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2, flexWrap: 'wrap' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {badge}
          </Stack>
          {printable && (
            <Stack direction="row" spacing={0.5} data-print="hide">
              <ShareButton title={title} />
              <Button size="small" variant="text" startIcon={<PrintIcon />} onClick={() => window.print()}>
                Print / Save as PDF
              </Button>
            </Stack>
          )}
        </Stack>
        {stale && (
          <Typography variant="caption" color="text.secondary" component="p" role="status" sx={{ mb: 1 }}>
            Updating for your new inputs…
          </Typography>
        )}
        {printInputs && printInputs.length > 0 && (
          <Box className="print-only" sx={{ display: 'none', mb: 2 }}>
            <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
              Inputs
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
              {printInputs.map((line) => (
                <Box key={line.label} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {line.label}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {line.value}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        )}
        <Box sx={{ opacity: stale ? 0.45 : 1, transition: 'opacity 120ms' }}>
          {/* A card never shows ₹0 figures for a calculation that gave none (CALC-STATES-8): it says why. */}
          {refused ? (
            <ResultPlaceholder>
              <Box component="span" data-testid="result-refused">
                {refusedWhy}
              </Box>
            </ResultPlaceholder>
          ) : calc && calc.result == null ? (
            <ResultPlaceholder>{placeholder}</ResultPlaceholder>
          ) : (
            children
          )}
        </Box>
        {discuss && !stale && (
          <Box data-print="hide" sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
            <Button
              component={RouterLink}
              to={discussHref(calculator, printInputs)}
              variant="outlined"
              startIcon={<ForumOutlinedIcon />}
            >
              Discuss this with us
            </Button>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
              Opens our contact form with this calculator&apos;s inputs in the message, for you to edit before
              sending.
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

interface ResultStatProps {
  label: string;
  value?: ReactNode;
  /** The headline figure: larger and in the brand colour. */
  emphasis?: boolean;
  /** Explains the figure in one short line. */
  hint?: ReactNode;
  /** Colour of the value (gains green, losses red). */
  tone?: 'positive' | 'negative' | 'neutral';
  /** Testing / linking handle: data-testid="stat-<id>". */
  id?: string;
  /**
   * A rupee amount to show in lakh / crore short form (₹22.40 L) with its exact rupees on hover, focus or tap
   * (CALC-STATES-9); `value` is then not needed.
   */
  rupees?: number;
}

/** One figure of a result: label above, value below. */
export function ResultStat({ label, value, emphasis, hint, tone = 'neutral', id, rupees }: ResultStatProps) {
  const color =
    tone === 'positive'
      ? 'success.main'
      : tone === 'negative'
        ? 'error.main'
        : emphasis
          ? 'primary.main'
          : 'text.primary';
  return (
    <Box
      data-testid={id ? `stat-${id}` : undefined}
      sx={{
        p: 1.5,
        borderRadius: 1,
        bgcolor: emphasis ? 'rgba(15, 61, 62, 0.06)' : 'background.default',
        height: '100%',
        breakInside: 'avoid',
        // The figure's font follows the box's width (cqi), so a crore figure fits a 360 px phone's half-row whole.
        containerType: 'inline-size',
      }}
    >
      <Typography variant="body2" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        component="div"
        sx={{
          fontWeight: 700,
          color,
          fontSize: emphasis
            ? { xs: 'min(1.35rem, 12cqi)', sm: 'min(1.5rem, 12cqi)' }
            : { xs: 'min(1rem, 11cqi)', sm: 'min(1.1rem, 11cqi)' },
          fontVariantNumeric: 'tabular-nums',
          // A number is never cut in two (₹12,34,56,789 has no break inside it): the font shrinks instead, and text
          // beside a figure wraps between words.
          overflowWrap: 'normal',
        }}
      >
        {rupees === undefined ? value : <Rupees amount={rupees} />}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="div">
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/**
 * A rupee amount in lakh / crore short form (₹1.23 Cr) whose exact rupees (₹1,23,45,678) are one hover, keyboard focus
 * or tap away, in a tip, and always in its accessible text and on paper (CALC-STATES-9). Every result figure shown
 * short goes through here, so no calculator can show a rounded figure without the exact one. Amounts under a lakh are
 * already exact and shown plainly. The tip is CSS alone (:hover, :focus): MUI's Tooltip brought Popper into every
 * calculator page's start-up (decision 054).
 */
export function Rupees({ amount, tabStop = true }: { amount: number; tabStop?: boolean }) {
  const short = formatLakhCrore(amount);
  const full = formatINR(amount);
  if (short === full) return <>{short}</>;
  return (
    <Box
      component="span"
      // A table of figures is one tab stop (its scroller), not one per cell: its cells still take a tap or a click
      // (focus shows the tip) and keep the hover and the screen-reader text.
      tabIndex={tabStop ? 0 : -1}
      data-full={full}
      // relative: the hidden text and the tip are placed on the figure, never beside a scrolling table.
      sx={{
        position: 'relative',
        textDecoration: 'underline dotted',
        textUnderlineOffset: 4,
        cursor: 'help',
        '&:hover > [data-tip], &:focus > [data-tip]': { visibility: 'visible', opacity: 1 },
      }}
    >
      {short}
      {/* Read by screen readers and printed; hidden on screen, where the tip shows it. */}
      <Box
        component="span"
        sx={{
          ...visuallyHidden,
          '@media print': { position: 'static', width: 'auto', height: 'auto', margin: 0, clip: 'auto' },
        }}
      >
        {` (${full})`}
      </Box>
      {/* The tip: for the eye only (the text above says it), placed above the figure like MUI's tooltip. */}
      <Box
        component="span"
        aria-hidden="true"
        data-tip=""
        sx={{
          position: 'absolute',
          bottom: 'calc(100% + 6px)',
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 1500,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'rgba(97, 97, 97, 0.92)',
          color: 'common.white',
          typography: 'caption',
          fontWeight: 500,
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          visibility: 'hidden',
          opacity: 0,
          transition: 'opacity 150ms',
          '@media print': { display: 'none' },
        }}
      >
        {`${full} in full`}
      </Box>
    </Box>
  );
}

/**
 * Figures in a responsive grid: two per row on phones (a headline figure takes the whole row), `columns`
 * per row from the small breakpoint up.
 */
export function StatGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  const items = Children.toArray(children).filter(Boolean);
  return (
    <Grid container spacing={1.5}>
      {items.map((child, index) => {
        const wide = isValidElement<ResultStatProps>(child) && child.props.emphasis;
        return (
          <Grid key={index} size={{ xs: wide ? 12 : 6, sm: 12 / columns }}>
            {child}
          </Grid>
        );
      })}
    </Grid>
  );
}

/** What a result card shows before there is anything to show (CALC-STATES-1 placeholders). */
export function ResultPlaceholder({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Stack
      spacing={1}
      sx={{ alignItems: 'center', textAlign: 'center', py: 5, px: 2, color: 'text.secondary' }}
    >
      {icon}
      <Typography component="div">{children}</Typography>
    </Stack>
  );
}

/** A small coloured label. */
export function Badge({
  label,
  color,
}: {
  label: string;
  color: 'success' | 'error' | 'warning' | 'info' | 'default';
}) {
  return <Chip size="small" label={label} color={color} sx={{ fontWeight: 700 }} />;
}
