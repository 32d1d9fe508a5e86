import { Box, Typography } from '@mui/material';
import type { CalculatorType } from '@36x/common';
import { FaqSection } from '../../../components/faq/FaqSection';
import type { CalculatorExplanation as Explanation, ExampleLine } from './types';

/**
 * The explanation under a calculator on its own page (CALC-PAGE-7): what it computes, the formula, the assumptions,
 * one worked example and the questions visitors ask (with their FAQPage JSON-LD). Static text only (no state, effects or browser globals), so it renders the same on the
 * server; it comes with the calculator's route module.
 */
export function ExplanationSection({ id, explanation }: { id: CalculatorType; explanation: Explanation }) {
  const { name, what, formula, assumptions, example, faq } = explanation;
  const headingId = `${id}-explanation-heading`;
  return (
    <>
      <Box
        component="section"
        aria-labelledby={headingId}
        sx={{
          maxWidth: 760,
          mt: { xs: 5, md: 7 },
          pt: { xs: 3, md: 4 },
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={headingId} variant="h4" component="h2" sx={{ mb: 2 }}>
          {`How the ${name} works`}
        </Typography>

        <SubHeading>What it computes</SubHeading>
        {what.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}

        <SubHeading>The formula</SubHeading>
        <BulletList items={formula} />

        <SubHeading>Assumptions</SubHeading>
        <BulletList items={assumptions} />

        <SubHeading>{example.heading}</SubHeading>
        <Box
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            px: { xs: 2, sm: 3 },
            py: 2,
          }}
        >
          <ExampleList title="Inputs" lines={example.inputs} />
          <Box sx={{ mt: 2 }}>
            <ExampleList title="Results" lines={example.results} strong />
          </Box>
          {example.note && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {example.note}
            </Typography>
          )}
        </Box>
      </Box>
      <FaqSection id={id} heading={`Questions about the ${name}`} items={faq} />
    </>
  );
}

function SubHeading({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {items.map((item) => (
        <Typography key={item} component="li" sx={{ mb: 0.75 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** Label and value pairs as a definition list: side by side from the small breakpoint, stacked on phones. */
function ExampleList({
  title,
  lines,
  strong,
}: {
  title: string;
  lines: readonly ExampleLine[];
  strong?: boolean;
}) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {lines.map((line) => (
          <Box
            key={line.label}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, auto)' },
              columnGap: 3,
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {line.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                textAlign: { sm: 'right' },
                fontWeight: strong ? 700 : 600,
                fontVariantNumeric: 'tabular-nums',
                overflowWrap: 'anywhere',
              }}
            >
              {line.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
