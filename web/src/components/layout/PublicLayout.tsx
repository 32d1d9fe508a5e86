import { Suspense } from 'react';
import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { HEADER_HEIGHT } from '../../theme/tokens';
import { PageFallback } from './PageFallback';
import { RouteFocus } from './RouteFocus';
import { ScrollManager } from './ScrollManager';
import { LazySiteFooter } from './LazySiteFooter';
import { SiteHeader } from './SiteHeader';
import { WhatsAppButton } from './WhatsAppButton';
import { SkipLink, MAIN_CONTENT_ID } from './SkipLink';

/**
 * Shared layout of every public screen (SITE-LAYOUT): skip link, fixed header, the page, footer, WhatsApp button.
 * The page's own Suspense boundary keeps header and footer in place while a lazy screen loads; the footer hydrates
 * from its own chunk when it is wanted (LazySiteFooter).
 */
export default function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollManager />
      <RouteFocus />
      <SkipLink />
      <SiteHeader />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // At least a screen tall: the footer never starts above the fold, so a page arriving after its
        // loading fallback does not pull the footer up into view (a layout shift).
        sx={{
          flex: 1,
          minHeight: '100vh',
          pt: { xs: `${HEADER_HEIGHT.xs}px`, md: `${HEADER_HEIGHT.md}px` },
          outline: 'none',
        }}
      >
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <LazySiteFooter />
      <WhatsAppButton />
    </Box>
  );
}
