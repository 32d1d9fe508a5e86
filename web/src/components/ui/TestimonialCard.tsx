import { Box, Card, CardContent, Typography } from '@mui/material';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import type { Testimonial } from '../../content/types';
import { colors } from '../../theme/tokens';

/** One client quote as a <figure>. Callers check siteSettings.showTestimonials first. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card component="figure" sx={{ m: 0, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}>
        <FormatQuoteIcon
          aria-hidden="true"
          sx={{ color: colors.gold500, fontSize: 40, transform: 'scaleX(-1)', ml: -0.5 }}
        />
        <Box component="blockquote" sx={{ m: 0, flex: 1 }}>
          <Typography sx={{ fontSize: '1.02rem', color: 'text.primary' }}>{testimonial.quote}</Typography>
        </Box>
        <Box component="figcaption" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{testimonial.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {testimonial.context} · {testimonial.service}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
