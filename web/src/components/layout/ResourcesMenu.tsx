import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Box, Button, List, ListItemButton, type Theme } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useLocation } from 'react-router';
import { isActiveLink, isResourcesRoute, resourceItems } from './nav-items';
import { growIn, navButtonSx, summaryResetSx } from './nav-styles';
import { useDetailsState, useHydrated } from './use-details';

const CLOSE_DELAY_MS = 150;

/** The menu's state and its pointer, keyboard, click and focus handling (the behaviour described on ResourcesMenu). */
function useResourcesMenu(pathname: string) {
  const { ref: detailsRef, open, setOpen, detailsProps } = useDetailsState(false);
  const summaryRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // A chosen link or any other navigation closes the menu (state adjusted during render, not in an effect).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? []);

  const show = (focus: 'first' | 'last' | null) => {
    window.clearTimeout(closeTimer.current);
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const hide = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
    openedByHover.current = false;
  };

  // Opened from the keyboard: focus a link once the panel shows (it is hidden until `open` is on the element).
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const items = links();
    (focusOnOpen.current === 'first' ? items[0] : items[items.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  // A click anywhere outside closes it.
  useEffect(() => {
    if (!open) return;
    const onDocumentClick = (e: globalThis.MouseEvent) => {
      if (!detailsRef.current?.contains(e.target as Node)) hide();
    };
    document.addEventListener('click', onDocumentClick);
    return () => document.removeEventListener('click', onDocumentClick);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hide only sets state
  }, [open]);

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return; // touch emits enter events too; touch uses the click
    if (!open) openedByHover.current = true;
    show(null);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(hide, CLOSE_DELAY_MS);
  };

  const onSummaryClick = (e: MouseEvent) => {
    e.preventDefault(); // the app, not the browser, opens and closes the element now
    const byKeyboard = e.detail === 0; // Enter/Space produce a click with detail 0
    if (openedByHover.current && !byKeyboard) {
      // The mouse already opened it on hover; a click there should not snap it shut.
      openedByHover.current = false;
      return;
    }
    if (open) hide();
    else show(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const onSummary = e.target === summaryRef.current;
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      hide();
      summaryRef.current?.focus();
    } else if (onSummary && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      if (open) links()[e.key === 'ArrowDown' ? 0 : links().length - 1]?.focus();
      else show(e.key === 'ArrowDown' ? 'first' : 'last');
    } else if (!onSummary && ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) {
      const items = links();
      const at = items.indexOf(e.target as HTMLElement);
      if (at < 0) return;
      e.preventDefault();
      const next =
        e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? items.length - 1
            : (at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    }
  };

  // Tab (or any focus move) out of the menu closes it.
  const onBlur = (e: FocusEvent) => {
    const to = e.relatedTarget as Node | null;
    if (open && to && !detailsRef.current?.contains(to)) hide();
  };

  return {
    open,
    hide,
    summaryRef,
    listRef,
    onSummaryClick,
    detailsProps: { ...detailsProps, onPointerEnter, onPointerLeave, onKeyDown, onBlur },
  };
}

const listSx = {
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  zIndex: (t: Theme) => t.zIndex.appBar + 1,
  minWidth: 200,
  py: 0.5,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: '14px', // a rounded Paper's (theme)
  boxShadow: (t: Theme) => t.shadows[6],
  transformOrigin: 'left top',
  '@media (prefers-reduced-motion: no-preference)': { animation: `${growIn} 150ms ease-out` },
} as const;

/** The menu's links; the current page is marked, and choosing one closes the menu. */
function ResourceLinks({ pathname, onChoose }: { pathname: string; onChoose: () => void }) {
  return resourceItems.map((item) => {
    const current = isActiveLink(pathname, item.to);
    return (
      <li key={item.to}>
        <ListItemButton
          component={RouterLink}
          to={item.to}
          selected={current}
          aria-current={current ? 'page' : undefined}
          onClick={onChoose}
          sx={{ minHeight: 44, py: 0.75, fontWeight: current ? 600 : 400 }}
        >
          {item.label}
        </ListItemButton>
      </li>
    );
  });
}

/**
 * Desktop Resources dropdown (SITE-LAYOUT-2), a disclosure of links.
 *
 * Server-rendered as `<details>`: from first paint, and with no JavaScript at all, a click or tap on Resources opens
 * a list of real links. When the app runs it takes over the same element (useDetailsState): it also opens on mouse
 * hover; Enter, Space or ArrowDown open it from the keyboard (ArrowDown/ArrowUp focus the first/last link); arrows,
 * Home and End move between the links; Escape closes it and returns focus to Resources; Tab out, a click outside, a
 * chosen link or any navigation closes it; `aria-expanded` follows the state.
 */
export function ResourcesMenu() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const { open, hide, summaryRef, listRef, onSummaryClick, detailsProps } = useResourcesMenu(pathname);
  const listId = useId();
  const active = isResourcesRoute(pathname);

  return (
    <Box component="details" {...detailsProps} sx={{ position: 'relative' }}>
      <Button
        component="summary"
        ref={summaryRef}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={listId}
        onClick={onSummaryClick}
        endIcon={
          <ExpandMoreIcon
            sx={{
              transition: 'transform 150ms ease',
              'details[open] > summary &': { transform: 'rotate(180deg)' },
            }}
            fontSize="small"
          />
        }
        className={active ? 'active' : undefined}
        sx={{ ...summaryResetSx, ...navButtonSx }}
      >
        Resources
      </Button>
      <List ref={listRef} id={listId} aria-label="Resources" sx={listSx}>
        <ResourceLinks pathname={pathname} onChoose={hide} />
      </List>
    </Box>
  );
}
