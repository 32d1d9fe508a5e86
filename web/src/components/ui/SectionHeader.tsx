import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { colors } from '../../theme/tokens';

interface SectionHeaderProps {
  title: ReactNode;
  overline?: string;
  subtitle?: ReactNode;
  /** id for the heading, so the section can be `aria-labelledby` it. */
  id?: string;
  align?: 'left' | 'center';
  /** Heading level; sections are h2 by default. */
  component?: 'h1' | 'h2' | 'h3';
  /** On dark backgrounds. */
  inverse?: boolean;
}

/** Overline, heading and a short intro: the top of every content section. */
export function SectionHeader({
  title,
  overline,
  subtitle,
  id,
  align = 'center',
  component = 'h2',
  inverse = false,
}: SectionHeaderProps) {
  return (
    <Box
      sx={{
        textAlign: align,
        maxWidth: align === 'center' ? 720 : 'none',
        mx: align === 'center' ? 'auto' : 0,
        mb: { xs: 4, md: 6 },
      }}
    >
      {overline && (
        <Typography
          variant="overline"
          component="p"
          sx={{ color: inverse ? colors.gold300 : 'secondary.main', mb: 1, lineHeight: 1.6 }}
        >
          {overline}
        </Typography>
      )}
      <Typography
        id={id}
        variant={component === 'h1' ? 'h1' : 'h2'}
        component={component}
        sx={{ color: inverse ? colors.paper : 'text.primary' }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography
          variant="body1"
          sx={{
            mt: 2,
            // A readable line length when the header spans a wide column (centred headers are capped above).
            maxWidth: 720,
            color: inverse ? colors.teal100 : 'text.secondary',
            fontSize: { md: '1.075rem' },
          }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
