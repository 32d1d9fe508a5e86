import { useState, type KeyboardEvent } from 'react';
import {
  AppBar,
  Box,
  Button,
  Collapse,
  Fade,
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
import { navButtonSx } from './nav-styles';
import { ResourcesMenu } from './ResourcesMenu';

const MOBILE_NAV_ID = 'mobile-navigation';

/** Fixed top header (000 §2): logo to /, desktop menu from md up, a toggled mobile menu below md. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);

  // Any navigation (a chosen link, back/forward) closes the mobile menu (adjusted during render).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMobileOpen(false);
  }

  return (
    <>
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
            <IconButton
              aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={mobileOpen}
              aria-controls={MOBILE_NAV_ID}
              onClick={() => setMobileOpen((o) => !o)}
              sx={{
                ml: 'auto',
                display: { xs: 'inline-flex', md: 'none' },
                color: 'primary.main',
                width: 48,
                height: 48,
              }}
            >
              {mobileOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </Toolbar>
        </Container>
        <MobileNav open={mobileOpen} pathname={pathname} onClose={() => setMobileOpen(false)} />
      </AppBar>
      {/* Dims the page under the open mobile menu; a tap on it closes the menu. */}
      <Fade in={mobileOpen} unmountOnExit>
        <Box
          aria-hidden="true"
          onClick={() => setMobileOpen(false)}
          sx={{
            display: { md: 'none' },
            position: 'fixed',
            inset: 0,
            zIndex: (t) => t.zIndex.appBar - 1,
            backgroundColor: 'rgba(7, 47, 49, 0.45)',
          }}
        />
      </Fade>
    </>
  );
}

function MobileNav({ open, pathname, onClose }: { open: boolean; pathname: string; onClose: () => void }) {
  // On mobile the Resources group opens on click (000 §2); it starts open when the visitor is already in it.
  const [resourcesOpen, setResourcesOpen] = useState(() => isResourcesRoute(pathname));
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setResourcesOpen(isResourcesRoute(pathname));
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      onClose();
      document.querySelector<HTMLElement>(`[aria-controls="${MOBILE_NAV_ID}"]`)?.focus();
    }
  };

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
    <Collapse in={open} timeout={200} unmountOnExit sx={{ display: { md: 'none' } }}>
      <Box
        component="nav"
        id={MOBILE_NAV_ID}
        aria-label="Mobile"
        onKeyDown={onKeyDown}
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          maxHeight: `calc(100dvh - ${HEADER_HEIGHT.xs}px)`,
          backgroundColor: 'background.paper',
          boxShadow: '0 16px 32px rgba(7, 47, 49, 0.16)',
          overflowY: 'auto',
          px: 2,
          py: 1,
        }}
      >
        <List disablePadding>
          {mainNav.map((item) =>
            item === 'resources' ? (
              <li key="resources">
                <ListItemButton
                  onClick={() => setResourcesOpen((o) => !o)}
                  aria-expanded={resourcesOpen}
                  aria-controls="mobile-resources"
                  className={isResourcesRoute(pathname) ? 'active' : undefined}
                  sx={linkSx}
                >
                  <ListItemText primary="Resources" slotProps={{ primary: { fontWeight: 600 } }} />
                  <ExpandMoreIcon
                    sx={{
                      transition: 'transform 150ms ease',
                      transform: resourcesOpen ? 'rotate(180deg)' : 'none',
                    }}
                  />
                </ListItemButton>
                <Collapse in={resourcesOpen} timeout={150}>
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
                </Collapse>
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
    </Collapse>
  );
}
