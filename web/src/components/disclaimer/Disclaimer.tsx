import { Box, Typography } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

/** Where the disclaimer is shown; each adds one sentence about that kind of content. */
export type DisclaimerContext = 'calculator' | 'tools' | 'article' | 'video';

const CONTEXT_SENTENCE: Record<DisclaimerContext, string> = {
  calculator:
    'Calculator results are estimates based on the figures you enter and on assumptions (returns, inflation, tax rates) that may not hold; actual outcomes will differ.',
  tools:
    'Calculators, worksheets and guides give estimates based on the figures you enter and on assumptions that may not hold; actual outcomes will differ.',
  article:
    'This article reflects the law and market practice as understood on its date of publication; rules change and their effect depends on individual facts.',
  video:
    'Videos reflect the law and market practice as understood when they were recorded; rules change and their effect depends on individual facts.',
};

export interface DisclaimerProps {
  context: DisclaimerContext;
  /** Smaller type and spacing, for use under a calculator's result. */
  dense?: boolean;
}

/**
 * The one disclaimer of the site (calculators, tools page, blog posts, videos). Written for a practice bound by
 * ICAI's rules on advertising and SEBI's on investment advice: educational only, no advice or solicitation, market
 * risk, past performance, consult a qualified professional. A `note` rather than an `aside`, so it sits inside the
 * page's main landmark without creating a landmark of its own.
 */
export function Disclaimer({ context, dense = false }: DisclaimerProps) {
  return (
    <Box
      role="note"
      aria-label="Disclaimer"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: dense ? 1.5 : 2.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.50',
        color: 'text.secondary',
      }}
    >
      <InfoOutlined fontSize="small" sx={{ mt: 0.25, flexShrink: 0 }} aria-hidden />
      <Typography component="div" variant={dense ? 'caption' : 'body2'} sx={{ lineHeight: 1.6 }}>
        <Box component="strong" sx={{ color: 'text.primary' }}>
          Disclaimer:
        </Box>{' '}
        The information here is for general education only. It is not investment, tax, legal or financial
        advice, and not an offer or solicitation to buy or sell any security or financial product.{' '}
        {CONTEXT_SENTENCE[context]} Investments in securities markets are subject to market risks; read all
        related documents carefully before investing. Past performance is not indicative of future returns.
        Please consult a qualified professional (a Chartered Accountant, a SEBI-registered investment adviser
        or a lawyer, as the matter needs) about your own circumstances before acting on it.
      </Typography>
    </Box>
  );
}
