import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  AppBar,
  Box,
  Button,
  Container,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Toolbar,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { NavLink, useLocation } from 'react-router';
import { Logo } from '../brand/Logo';
import { colors, HEADER_HEIGHT } from '../../theme/tokens';
import { isActiveLink, isResourcesRoute, mainNav, resourceItems } from './nav-items';
import { fadeIn, navButtonSx, slideDown, summaryResetSx } from './nav-styles';
import { WhatsAppHeaderLink } from './WhatsAppButton';
import { ResourcesMenu } from './ResourcesMenu';
import { isReachable, useDetailsState, useHydrated } from './use-details';

const MOBILE_NAV_ID = 'mobile-navigation';

/**
 * Fixed top header (SITE-LAYOUT): logo to /, desktop menu from md up, a toggled mobile menu below md.
 *
 * The menus are `<details>` elements with real links, so they work from first paint and without JavaScript (the
 * browser opens and closes them). When the app runs it takes them over (useDetailsState): the mobile menu then also
 * closes on Escape, a chosen link or navigation, and keeps Tab inside itself while open.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const { ref: detailsRef, open: mobileOpen, setOpen: setMobileOpen, detailsProps } = useDetailsState(false);
  const summaryRef = useRef<HTMLElement>(null);

  // Any navigation (a chosen link, back/forward) closes the mobile menu (adjusted during render).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMobileOpen(false);
  }

  const onSummaryClick = (e: MouseEvent) => {
    e.preventDefault(); // the app, not the browser, opens and closes the element now
    setMobileOpen((o) => !o);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const root = detailsRef.current;
    if (!mobileOpen || !root) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      setMobileOpen(false);
      summaryRef.current?.focus();
    } else if (e.key === 'Tab') {
      // Focus trap: the burger and the menu's links, in a loop; Tab never reaches the page behind.
      const stops = Array.from(root.querySelectorAll<HTMLElement>('summary, a[href]')).filter((el) =>
        isReachable(el, root),
      );
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <AppBar position="fixed" component="header">
      <Container maxWidth="lg" disableGutters sx={{ px: { xs: 2, sm: 3 } }}>
        <Toolbar disableGutters sx={{ minHeight: { xs: HEADER_HEIGHT.xs, md: HEADER_HEIGHT.md }, gap: 2 }}>
          <Logo onClick={() => setMobileOpen(false)} />
          <Box component="nav" aria-label="Main" sx={{ ml: 'auto', display: { xs: 'none', md: 'flex' } }}>
            <Box
              component="ul"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
            >
              {mainNav.map((item) => (
                <li key={item === 'resources' ? 'resources' : item.to}>
                  {item === 'resources' ? (
                    <ResourcesMenu />
                  ) : (
                    <Button component={NavLink} to={item.to} end={item.to === '/'} sx={navButtonSx}>
                      {item.label}
                    </Button>
                  )}
                </li>
              ))}
            </Box>
          </Box>
          <WhatsAppHeaderLink />
          <Box
            component="details"
            {...detailsProps}
            onKeyDown={onKeyDown}
            sx={{ display: { xs: 'block', md: 'none' } }}
          >
            <IconButton
              component="summary"
              ref={summaryRef}
              aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={hydrated ? mobileOpen : undefined}
              aria-controls={MOBILE_NAV_ID}
              onClick={onSummaryClick}
              sx={{
                ...summaryResetSx,
                color: 'primary.main',
                width: 48,
                height: 48,
                // The icon follows the element's state, so it is right before the app starts too.
                '& .menu-icon-close, details[open] > & .menu-icon-open': { display: 'none' },
                'details[open] > & .menu-icon-close': { display: 'inline-block' },
                // Dims the page under the open menu. It is part of the burger, so a tap on it closes the menu,
                // with or without the app.
                'details[open] > &::after': {
                  content: '""',
                  position: 'fixed',
                  top: HEADER_HEIGHT.xs,
                  left: 0,
                  right: 0,
                  height: '100dvh',
                  backgroundColor: 'rgba(7, 47, 49, 0.45)',
                  cursor: 'default',
                  '@media (prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 200ms ease-out` },
                },
              }}
            >
              <MenuIcon className="menu-icon-open" />
              <CloseIcon className="menu-icon-close" />
            </IconButton>
            <MobileNav open={mobileOpen} pathname={pathname} onClose={() => setMobileOpen(false)} />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}

function MobileNav({ open, pathname, onClose }: { open: boolean; pathname: string; onClose: () => void }) {
  const hydrated = useHydrated();
  // On mobile the Resources group opens on click (SITE-LAYOUT); it starts open when the visitor is already in it.
  const {
    open: resourcesOpen,
    setOpen: setResourcesOpen,
    detailsProps,
  } = useDetailsState(isResourcesRoute(pathname));
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setResourcesOpen(isResourcesRoute(pathname));
  }

  const linkSx = {
    minHeight: 48,
    borderRadius: 2,
    '&.active': {
      backgroundColor: colors.teal50,
      color: 'primary.main',
      boxShadow: `inset 3px 0 0 ${colors.gold500}`,
    },
  } as const;

  return (
    <Box
      component="nav"
      id={MOBILE_NAV_ID}
      aria-label="Mobile"
      sx={{
        position: 'fixed',
        top: HEADER_HEIGHT.xs,
        left: 0,
        right: 0,
        zIndex: 1, // above the dimmed page (the burger's ::after)
        borderTop: 1,
        borderColor: 'divider',
        maxHeight: `calc(100dvh - ${HEADER_HEIGHT.xs}px)`,
        backgroundColor: 'background.paper',
        boxShadow: '0 16px 32px rgba(7, 47, 49, 0.16)',
        overflowY: 'auto',
        px: 2,
        py: 1,
        '@media (prefers-reduced-motion: no-preference)': { animation: `${slideDown} 200ms ease-out` },
      }}
    >
      <List disablePadding>
        {mainNav.map((item) =>
          item === 'resources' ? (
            <li key="resources">
              <details {...detailsProps}>
                <ListItemButton
                  component="summary"
                  onClick={(e: MouseEvent) => {
                    e.preventDefault();
                    setResourcesOpen((o) => !o);
                  }}
                  aria-expanded={hydrated ? resourcesOpen : undefined}
                  aria-controls="mobile-resources"
                  className={isResourcesRoute(pathname) ? 'active' : undefined}
                  sx={[summaryResetSx, linkSx]}
                >
                  <ListItemText primary="Resources" slotProps={{ primary: { fontWeight: 600 } }} />
                  <ExpandMoreIcon
                    sx={{
                      transition: 'transform 150ms ease',
                      'details[open] > summary &': { transform: 'rotate(180deg)' },
                    }}
                  />
                </ListItemButton>
                <List disablePadding id="mobile-resources" sx={{ pl: 2 }}>
                  {resourceItems.map((sub) => {
                    const current = isActiveLink(pathname, sub.to);
                    return (
                      <li key={sub.to}>
                        <ListItemButton
                          component={NavLink}
                          to={sub.to}
                          onClick={onClose}
                          className={current ? 'active' : undefined}
                          aria-current={current ? 'page' : undefined}
                          sx={linkSx}
                        >
                          <ListItemText primary={sub.label} />
                        </ListItemButton>
                      </li>
                    );
                  })}
                </List>
              </details>
            </li>
          ) : (
            <li key={item.to}>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.to === '/'}
                onClick={onClose}
                sx={linkSx}
              >
                <ListItemText primary={item.label} slotProps={{ primary: { fontWeight: 600 } }} />
              </ListItemButton>
            </li>
          ),
        )}
      </List>
    </Box>
  );
}
