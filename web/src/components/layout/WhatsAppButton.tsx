import { alpha, Box, IconButton } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { whatsAppLinkProps } from '../ui/whatsapp-link';
import { colors } from '../../theme/tokens';

const CHAT_LABEL = 'Chat with us on WhatsApp (opens in a new tab)';

/**
 * Floating WhatsApp chat button (SITE-LAYOUT-4): opens the chat link in a new tab, without giving it our window. Its
 * hover label is CSS, shown after the 700 ms of SITE-TOAST-2 (theme.ts): MUI's Tooltip brought Popper, 10 KB gzip
 * on every public page for one label, and it works before the page's scripts have come.
 *
 * Below 900 px it floats no more (SITE-LAYOUT-5): on a phone a floating button sat over whatever was scrolled to
 * the bottom of the screen (result figures, footer links: axe's target-size found it on the home page), so the
 * header carries the same link instead ({@link WhatsAppHeaderLink}).
 */
export function WhatsAppButton() {
  // Inside a labelled complementary landmark, so all content sits in a landmark.
  return (
    <Box component="aside" aria-label="Quick contact" sx={{ display: { xs: 'none', md: 'block' } }}>
      {/* An IconButton, not a Fab: the header's link already brings it to every page (decision 054). */}
      <IconButton
        {...whatsAppLinkProps}
        aria-label={CHAT_LABEL}
        data-print="hide"
        sx={{
          position: 'fixed',
          right: 28,
          bottom: 28,
          width: 56,
          height: 56,
          zIndex: (t) => t.zIndex.speedDial,
          backgroundColor: colors.whatsapp,
          color: '#fff',
          boxShadow: '0 8px 24px rgba(7, 47, 49, 0.28)',
          '&:hover': { backgroundColor: '#137239' },
          // The label, as MUI's tooltip looks (theme.ts), to the left of the button; hidden from assistive
          // technology, which reads the button's own label.
          '&::before': (t) => ({
            content: '"Chat on WhatsApp"',
            position: 'absolute',
            right: 'calc(100% + 12px)',
            top: '50%',
            transform: 'translateY(-50%)',
            whiteSpace: 'nowrap',
            padding: '4px 8px',
            borderRadius: '4px',
            backgroundColor: alpha(t.palette.grey[700], 0.92),
            color: '#fff',
            font: t.typography.caption.font,
            fontSize: '0.6875rem',
            fontWeight: 500,
            lineHeight: 1.4,
            opacity: 0,
            pointerEvents: 'none',
            transition: 'opacity 150ms',
          }),
          '&:hover::before, &:focus-visible::before': { opacity: 1, transitionDelay: '700ms' },
          '@media (hover: none)': { '&::before': { display: 'none' } },
        }}
      >
        <WhatsAppIcon sx={{ fontSize: 30 }} />
      </IconButton>
    </Box>
  );
}

/** The WhatsApp chat link in the header below 900 px, where the floating button would cover content (SITE-LAYOUT-5). */
export function WhatsAppHeaderLink() {
  return (
    <IconButton
      {...whatsAppLinkProps}
      aria-label={CHAT_LABEL}
      sx={{
        display: { xs: 'inline-flex', md: 'none' },
        ml: 'auto',
        width: 44,
        height: 44,
        color: '#fff',
        backgroundColor: colors.whatsapp,
        '&:hover': { backgroundColor: '#137239' },
      }}
    >
      <WhatsAppIcon sx={{ fontSize: 24 }} />
    </IconButton>
  );
}
