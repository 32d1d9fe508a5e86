import { Box, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { faqPageJsonLd, jsonLdScriptText } from '../seo/structured-data';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers as native <details>/<summary>: each opens with a tap or the keyboard in the server's HTML,
 * before and without the app. The FAQPage JSON-LD beside them is built from the same strings, so the structured data
 * says exactly what the page shows, also when the text changes after start-up (a calculator's rules in force). It is
 * a data block, not a script: browsers never run it and the page's script policy does not hash it (entry.server.tsx).
 */
export function FaqSection({
  id,
  heading,
  items,
}: {
  /** Prefix of the element ids (the heading's id is `<id>-faq-heading`). */
  id: string;
  heading: string;
  items: readonly FaqItem[];
}) {
  const headingId = `${id}-faq-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 760, mt: { xs: 5, md: 6 } }}>
      <Typography
        id={headingId}
        variant="h4"
        component="h2"
        sx={{ mb: 2, fontSize: { xs: '1.5rem', md: '2rem' } }}
      >
        {heading}
      </Typography>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        {items.map((item) => (
          <Box
            key={item.question}
            component="details"
            data-faq-item=""
            sx={{
              borderBottom: 1,
              borderColor: 'divider',
              '& > summary': {
                listStyle: 'none',
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                py: 1.75,
                cursor: 'pointer',
                fontWeight: 600,
                '&::-webkit-details-marker': { display: 'none' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              },
              '&[open] > summary .faq-chevron': { transform: 'rotate(180deg)' },
            }}
          >
            <Box component="summary">
              <Typography component="span" sx={{ flex: 1, fontWeight: 600 }}>
                {item.question}
              </Typography>
              <ExpandMore
                className="faq-chevron"
                aria-hidden
                sx={{ color: 'text.secondary', transition: 'transform 150ms' }}
              />
            </Box>
            <Typography sx={{ pb: 2, pr: { sm: 5 } }} data-faq-answer="">
              {item.answer}
            </Typography>
          </Box>
        ))}
      </Box>
      <script
        type="application/ld+json"
        // The JSON is built from the strings above; < is escaped (jsonLdScriptText).
        dangerouslySetInnerHTML={{ __html: jsonLdScriptText(faqPageJsonLd(items)) }}
      />
    </Box>
  );
}
