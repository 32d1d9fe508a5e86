import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Box, Button, ClickAwayListener, Grow, MenuItem, MenuList, Paper, Popper } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useLocation } from 'react-router';
import { isActiveLink, isResourcesRoute, resourceItems } from './nav-items';
import { navButtonSx } from './nav-styles';

const CLOSE_DELAY_MS = 150;

/**
 * Desktop Resources dropdown (000 §2): opens on mouse hover, and on click, Enter, Space or ArrowDown for
 * touch and keyboard users (a menu button: the first item takes focus, arrows move, Escape closes and
 * returns focus to the button, Tab closes).
 */
export function ResourcesMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // A chosen link or any other navigation closes the menu (state adjusted during render, not in an effect).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const show = (byKeyboard: boolean) => {
    window.clearTimeout(closeTimer.current);
    setFocusFirst(byKeyboard);
    setOpen(true);
  };
  const hide = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
    openedByHover.current = false;
  };

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return; // touch emits enter events too; touch uses the click
    if (!open) openedByHover.current = true;
    show(false);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(hide, CLOSE_DELAY_MS);
  };

  const onButtonClick = (e: MouseEvent) => {
    const byKeyboard = e.detail === 0; // Enter/Space produce a click with detail 0
    if (openedByHover.current && !byKeyboard) {
      // The mouse already opened it on hover; a click there should not snap it shut.
      openedByHover.current = false;
      return;
    }
    if (open) hide();
    else show(byKeyboard);
  };

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      show(true);
    } else if (e.key === 'Escape' && open) {
      hide();
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      hide();
      buttonRef.current?.focus();
    } else if (e.key === 'Tab') {
      hide();
    }
  };

  const active = isResourcesRoute(pathname);

  return (
    <Box onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} sx={{ position: 'relative' }}>
      <Button
        ref={buttonRef}
        id={buttonId}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        endIcon={
          <ExpandMoreIcon
            sx={{ transition: 'transform 150ms ease', transform: open ? 'rotate(180deg)' : 'none' }}
            fontSize="small"
          />
        }
        className={active ? 'active' : undefined}
        sx={navButtonSx}
      >
        Resources
      </Button>
      <Popper
        open={open}
        anchorEl={() => buttonRef.current!}
        placement="bottom-start"
        transition
        disablePortal
        modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
        sx={{ zIndex: (t) => t.zIndex.appBar + 1 }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }} timeout={150}>
            <Paper elevation={6} sx={{ minWidth: 200, py: 0.5, border: 1, borderColor: 'divider' }}>
              <ClickAwayListener
                onClickAway={(e) => !buttonRef.current?.contains(e.target as Node) && hide()}
              >
                <MenuList
                  id={menuId}
                  aria-labelledby={buttonId}
                  autoFocusItem={open && focusFirst}
                  onKeyDown={onMenuKeyDown}
                >
                  {resourceItems.map((item) => {
                    const current = isActiveLink(pathname, item.to);
                    return (
                      <MenuItem
                        key={item.to}
                        component={RouterLink}
                        to={item.to}
                        selected={current}
                        aria-current={current ? 'page' : undefined}
                        onClick={hide}
                        sx={{ fontWeight: current ? 600 : 400 }}
                      >
                        {item.label}
                      </MenuItem>
                    );
                  })}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Box>
  );
}
