import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  useState,
  useSyncExternalStore,
  type ElementType,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';

const noSubscription = () => () => {};

/**
 * True while React hydrates HTML from the server: it reads the server snapshot then, and the client snapshot in a
 * render of its own (a page opened by in-app navigation). Always false on the server, which renders everything.
 */
function useHydratingServerHtml() {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return hydrating && typeof document !== 'undefined';
}

/**
 * A part of a server-rendered page with no state or event handlers of its own (text, images, links): when the page
 * arrives rendered, the browser keeps the server's HTML for it and React never hydrates it. On a phone that is most
 * of the work of starting a long static page (Home), done for nothing: every MUI component re-renders and
 * re-serializes its styles during hydration only to find the DOM already right. Opened by in-app navigation, the
 * part renders normally.
 *
 * Its links still navigate in the app (one click handler here, as react-router's <Link> would: same-origin, plain
 * left click, no target), so leaving the page does not reload the app. What the part gives up is MUI's JavaScript
 * polish (a button's ripple); keyboard focus keeps its ring (the theme draws it from :focus-visible on ButtonBase).
 *
 * Only for parts whose children hold no state, effects or handlers: those would never run in a kept part. A kept
 * part never changes either: one showing data is keyed by it (`key={blog.id}`), so other data mounts it afresh.
 */
export function ServerHtml({
  component = 'div',
  sx,
  children,
  ...attributes
}: {
  component?: ElementType;
  sx?: SxProps<Theme>;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'children' | 'onClick' | 'dangerouslySetInnerHTML'>) {
  const hydrating = useHydratingServerHtml();
  // Decided once: after hydration React re-renders with the client snapshot, and the kept HTML must stay.
  const [kept] = useState(hydrating);
  const navigate = useNavigate();

  const followInApp = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (link.target && link.target !== '_self') ||
      link.hasAttribute('download') ||
      link.origin !== window.location.origin
    ) {
      return;
    }
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };

  return kept ? (
    // React leaves the children of an element with dangerouslySetInnerHTML alone when hydrating (and the same
    // empty string on later renders changes nothing), so the server's HTML stays as it is.
    <Box
      {...attributes}
      component={component}
      sx={sx}
      onClick={followInApp}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  ) : (
    <Box {...attributes} component={component} sx={sx} onClick={followInApp}>
      {children}
    </Box>
  );
}
