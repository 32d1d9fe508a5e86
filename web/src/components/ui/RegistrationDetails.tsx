import { Box, Link, Typography } from '@mui/material';
import { practice, registrationLines, type RegistrationSource } from '../../content/practice';
import { colors } from '../../theme/tokens';

export interface RegistrationDetailsProps {
  /** Light text on the dark footer, or dark text on a page. */
  tone?: 'inverse' | 'page';
  /** The heading shown above the lines (a visible h2/h3 on pages; the footer labels its region instead). */
  heading?: { text: string; level: 'h2' | 'h3' };
  /** Defaults to the practice's own details (content/practice.ts); tests pass their own. */
  source?: RegistrationSource;
}

/**
 * The practice's registrations and grievance route as a definition list (SITE-TRUST). Only filled fields appear, and
 * when none is filled the component renders nothing at all: no heading, no empty box, never a placeholder.
 */
export function RegistrationDetails({ tone = 'page', heading, source = practice }: RegistrationDetailsProps) {
  const lines = registrationLines(source);
  if (lines.length === 0) return null;
  const inverse = tone === 'inverse';
  const labelColor = inverse ? colors.teal200 : 'text.secondary';
  const valueColor = inverse ? colors.teal100 : 'text.primary';
  return (
    <Box
      component="section"
      aria-label={heading ? undefined : 'Registration and grievance details'}
      data-testid="registration-details"
    >
      {heading && (
        <Typography component={heading.level} variant="h6" sx={{ mb: 1.5 }}>
          {heading.text}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 0.75 },
          typography: 'body2',
        }}
      >
        {lines.map((line) => (
          <Box key={line.label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: labelColor, mt: { xs: 1, sm: 0 } }}>
              {line.label}
            </Box>
            <Box component="dd" sx={{ m: 0, color: valueColor, overflowWrap: 'anywhere' }}>
              {line.href ? (
                <Link
                  href={line.href}
                  {...(line.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  sx={
                    inverse
                      ? { color: colors.teal100, fontWeight: 400, '&:hover': { color: colors.paper } }
                      : undefined
                  }
                >
                  {line.value}
                  {line.href.startsWith('http') && (
                    <>
                      {' '}
                      <span className="visually-hidden">(opens in a new tab)</span>
                    </>
                  )}
                </Link>
              ) : (
                line.value
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
