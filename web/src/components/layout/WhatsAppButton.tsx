import { alpha, Box, Fab } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { practice } from '../../content/practice';
import { colors } from '../../theme/tokens';

/**
 * Floating WhatsApp chat button (SITE-LAYOUT-4): opens the chat link in a new tab, without giving it our window. Its
 * hover label is CSS, shown after the 700 ms of SITE-TOAST-2 (theme.ts): MUI's Tooltip brought Popper, 10 KB gzip
 * on every public page for one label, and it works before the page's scripts have come.
 */
export function WhatsAppButton() {
  // Inside a labelled complementary landmark, so all content sits in a landmark.
  return (
    <Box component="aside" aria-label="Quick contact">
      <Fab
        component="a"
        href={practice.whatsapp.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        sx={{
          position: 'fixed',
          // Smaller and closer to the corner on phones, where it would otherwise sit over result figures; the
          // footer leaves room for it at the end of every page (SiteFooter.tsx).
          right: { xs: 12, md: 28 },
          bottom: { xs: 12, md: 28 },
          width: { xs: 48, md: 56 },
          height: { xs: 48, md: 56 },
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
        <WhatsAppIcon sx={{ fontSize: { xs: 26, md: 30 } }} />
      </Fab>
    </Box>
  );
}
