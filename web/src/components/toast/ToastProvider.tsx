import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  IconButton,
  Snackbar,
  type SnackbarCloseReason,
} from '@mui/material';
import { createPortal } from 'react-dom';
import CloseIcon from '@mui/icons-material/Close';
import { TOAST } from '@36x/common';
import { colors, HEADER_HEIGHT } from '../../theme/tokens';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';

interface ToastRecord extends ToastOptions {
  id: string;
}

let counter = 0;
const nextId = () => `toast-${++counter}`;

/**
 * The toast system of SITE-TOAST-1 on MUI Snackbar + Alert:
 * - only one toast is visible (TOAST.limit = 1): a new toast replaces the one on screen;
 * - it hides itself after TOAST.durationMs (5000 ms; MUI pauses the timer while hovered or the window is blurred);
 * - two variants: 'default' (quiet, polite `status`) and 'destructive' (error colours, assertive `alert`);
 * - title, description, an optional action button and a close button;
 * - a swipe (or drag) to the right past TOAST.swipeThresholdPx (50 px) dismisses it.
 * The spec's "removed 1,000,000 ms after dismissal" comes from a library that keeps dismissed toasts around
 * for its exit animation; here a dismissed toast is unmounted as soon as its exit transition ends, which is
 * what a visitor can observe of that rule (it never comes back).
 *
 * It sits below the fixed header at the top right (top centre on phones), away from the WhatsApp button.
 *
 * Where it lives in the DOM (mui/material-ui#30097): an open MUI Dialog marks every other child of <body>
 * aria-hidden and is itself aria-modal with a focus trap, so a toast rendered in the app's own tree is neither heard
 * by screen readers nor reachable by keyboard while a dialog is open (e.g. "Upload Failed" from a back-office modal).
 * So the Snackbar is portalled into a host element of its own, which `placeToastHost` keeps inside the topmost open
 * dialog (inside its aria-modal element, so within the focus trap) and otherwise directly under <body>. A
 * MutationObserver moves the host while a toast shows: into a dialog that opens, and back out to <body> as soon as
 * its dialog starts closing (so the toast does not fade away with it). Moving the host is a plain DOM move: the
 * toast keeps its state and timer.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastRecord | null>(null);
  const [open, setOpen] = useState(false);
  const currentId = useRef<string | null>(null);
  const hostRef = useRef<HTMLElement | null>(null);
  const [host, setHost] = useState<HTMLElement | null>(null);

  // While a toast is on screen, follow dialogs opening and closing.
  useEffect(() => {
    if (!current || !host) return;
    placeToastHost(host);
    const observer = new MutationObserver(() => placeToastHost(host));
    // childList: dialogs mount and unmount under <body>; aria-hidden: the topmost modal changes; style: a closing
    // dialog's backdrop fades out (opacity 0) before it unmounts. placeToastHost is idempotent and cheap.
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-hidden', 'style'],
    });
    return () => observer.disconnect();
  }, [current, host]);

  // No toast, no host: nothing is left in the page.
  useEffect(() => {
    if (!current && host) host.remove();
  }, [current, host]);
  useEffect(() => () => host?.remove(), [host]);

  const dismiss = useCallback((id?: string) => {
    if (id && id !== currentId.current) return;
    setOpen(false);
  }, []);

  const toast = useCallback(
    (options: ToastOptions) => {
      const id = nextId();
      currentId.current = id;
      hostRef.current ??= createToastHost();
      setHost(placeToastHost(hostRef.current));
      setCurrent({ ...options, id });
      setOpen(true);
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  const onClose = (_: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return; // a click elsewhere on the page does not dismiss it
    setOpen(false);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current &&
        host &&
        createPortal(
          <Snackbar
            // A new id remounts the Snackbar, so a replacing toast gets its own full duration.
            key={current.id}
            open={open}
            autoHideDuration={current.duration ?? TOAST.durationMs}
            onClose={onClose}
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{
              transition: {
                onExited: () => {
                  setCurrent((c) => (c?.id === current.id ? null : c));
                },
              },
            }}
            sx={{
              top: {
                xs: `${HEADER_HEIGHT.xs + 8}px !important`,
                md: `${HEADER_HEIGHT.md + 16}px !important`,
              },
              left: { xs: 12, sm: 'auto' },
              right: { xs: 12, sm: 24 },
            }}
          >
            <ToastView record={current} onDismiss={() => setOpen(false)} />
          </Snackbar>,
          host,
        )}
    </ToastContext.Provider>
  );
}

function createToastHost(): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-toast-host', '');
  return el;
}

/** The element a toast belongs in now: inside the topmost open (not closing) modal, else <body> itself. */
function toastParent(): HTMLElement {
  // MUI portals every Modal (Dialog, Drawer, Menu) to a root of its own under <body>; the last one is the newest.
  const roots = Array.from(document.body.children).filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains('MuiModal-root'),
  );
  for (const root of roots.reverse()) {
    if (root.getAttribute('aria-hidden') === 'true') continue; // covered by a newer modal
    if (root.classList.contains('MuiModal-hidden')) continue; // kept mounted but closed
    const backdrop = root.querySelector<HTMLElement>(':scope > .MuiBackdrop-root');
    if (backdrop?.style.opacity === '0') continue; // fading out (or not faded in yet)
    return (
      root.querySelector<HTMLElement>('[aria-modal="true"]') ??
      root.querySelector<HTMLElement>(':scope > .MuiPaper-root') ??
      root
    );
  }
  return document.body;
}

/** Moves the host where it can be heard and reached (see ToastProvider); returns it. */
function placeToastHost(host: HTMLElement): HTMLElement {
  const parent = toastParent();
  if (host.parentElement !== parent) parent.appendChild(host);
  // A modal that opened while the host sat under <body> marked it aria-hidden along with the page.
  if (host.hasAttribute('aria-hidden')) host.removeAttribute('aria-hidden');
  return host;
}

interface ToastViewProps {
  record: ToastRecord;
  onDismiss: () => void;
  /** Set by the Snackbar's transition, which animates this element. */
  ref?: Ref<HTMLDivElement>;
  style?: CSSProperties;
}

function ToastView({ record, onDismiss, ref, style, ...transitionProps }: ToastViewProps) {
  const destructive = record.variant === 'destructive';
  const [dx, setDx] = useState(0);
  const start = useRef<{ x: number; pointerId: number } | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button, a')) return; // let the buttons be buttons
    start.current = { x: e.clientX, pointerId: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.pointerId !== e.pointerId) return;
    setDx(Math.max(0, e.clientX - start.current.x)); // only to the right
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.pointerId !== e.pointerId) return;
    const moved = e.clientX - start.current.x;
    start.current = null;
    if (moved >= TOAST.swipeThresholdPx) onDismiss();
    else setDx(0);
  };

  return (
    <Alert
      {...transitionProps}
      ref={ref}
      // The swipe offset goes after the transition's own inline transform so it wins while dragging.
      style={
        dx ? { ...style, transform: `translateX(${dx}px)`, opacity: Math.max(0.3, 1 - dx / 200) } : style
      }
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      data-variant={destructive ? 'destructive' : 'default'}
      variant={destructive ? 'filled' : 'outlined'}
      severity={destructive ? 'error' : 'success'}
      icon={destructive ? undefined : false}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      action={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {record.action && (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={() => {
                record.action?.onClick();
                onDismiss();
              }}
              sx={{ minHeight: 32, whiteSpace: 'nowrap' }}
            >
              {record.action.label}
            </Button>
          )}
          <IconButton aria-label="Close" color="inherit" size="small" onClick={onDismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      }
      sx={{
        width: { xs: '100%', sm: 400 },
        alignItems: 'flex-start',
        touchAction: 'pan-y',
        userSelect: dx ? 'none' : undefined,
        boxShadow: '0 12px 32px rgba(7, 47, 49, 0.18)',
        ...(destructive
          ? {}
          : {
              backgroundColor: colors.paper,
              color: colors.ink,
              borderColor: colors.line,
              borderLeft: `4px solid ${colors.teal700}`,
            }),
        '& .MuiAlert-message': { flex: 1, minWidth: 0, fontWeight: 400 },
        '& .MuiAlert-action': { pt: 0.25, mr: -0.5 },
      }}
    >
      {record.title && (
        <AlertTitle sx={{ fontWeight: 600, mb: record.description ? 0.25 : 0 }}>{record.title}</AlertTitle>
      )}
      {record.description}
    </Alert>
  );
}
