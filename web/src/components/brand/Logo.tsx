import { Box } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { colors, fonts } from '../../theme/tokens';
import { LogoMark } from './LogoMark';

/** Mark + wordmark, linking to the home page. `inverse` is for dark surfaces (the footer). */
export function Logo({ inverse = false, onClick }: { inverse?: boolean; onClick?: () => void }) {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      onClick={onClick}
      aria-label="36x Advisory, home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        textDecoration: 'none',
        color: inverse ? colors.paper : colors.teal800,
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <LogoMark inverse={inverse} />
      <Box
        component="span"
        sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1 }}
        aria-hidden="true"
      >
        <Box
          component="span"
          sx={{ fontFamily: fonts.heading, fontWeight: 700, fontSize: '1.3rem', lineHeight: 1.1 }}
        >
          36x
        </Box>{' '}
        <Box
          component="span"
          sx={{
            fontSize: '0.68rem',
            fontWeight: 600,
            letterSpacing: '0.18em',
            textTransform: 'uppercase',
            color: inverse ? colors.teal200 : colors.inkMuted,
          }}
        >
          Advisory
        </Box>
      </Box>
    </Box>
  );
}
