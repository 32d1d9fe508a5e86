import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToastContext, type ToastApi, type ToastOptions, type ToastRecord } from './toast-context';

type ToastViewModule = typeof import('./ToastSnackbar');
let loadedView: ToastViewModule | undefined;
/** The toast's look, in its own chunk (ToastSnackbar.tsx); resolves at once once loaded. Tests await it first. */
export const loadToastView = (): Promise<ToastViewModule> =>
  import('./ToastSnackbar').then((m) => (loadedView = m));

let counter = 0;
const nextId = () => `toast-${++counter}`;

/**
 * The toast system of SITE-TOAST-1 on MUI Snackbar + Alert (ToastSnackbar.tsx, a chunk the provider asks for when
 * the browser is idle after the load event, or at the first toast: no page starts with it, decision 054):
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
  const [view, setView] = useState(loadedView);
  const wantView = useCallback(() => {
    if (!loadedView) void loadToastView().then(setView);
  }, []);

  // The look is fetched while the browser has nothing else to do, so a first toast (even offline) shows at once.
  useEffect(() => {
    if (loadedView) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    const start = () => idle(wantView);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [wantView]);

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
      wantView();
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss, wantView],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current &&
        host &&
        view &&
        createPortal(
          <view.ToastSnackbar
            // A new id remounts the Snackbar, so a replacing toast gets its own full duration.
            key={current.id}
            record={current}
            open={open}
            // By id: a replaced toast's hide timer can fire before this re-renders, and must not close its successor.
            onDismiss={() => dismiss(current.id)}
            onExited={() => setCurrent((c) => (c?.id === current.id ? null : c))}
          />,
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
