import { Box, Fab, Tooltip } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { practice } from '../../content/practice';
import { colors } from '../../theme/tokens';

/** Floating WhatsApp chat button (SITE-LAYOUT-4): opens the chat link in a new tab, without giving it our window. */
export function WhatsAppButton() {
  // Inside a labelled complementary landmark, so all content sits in a landmark.
  return (
    <Box component="aside" aria-label="Quick contact">
      <Tooltip title="Chat on WhatsApp" placement="left">
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
          }}
        >
          <WhatsAppIcon sx={{ fontSize: { xs: 26, md: 30 } }} />
        </Fab>
      </Tooltip>
    </Box>
  );
}
