// The document every page shares (React Router framework mode): <head> with the route's meta and links, the app's
// providers, and the error screen. Rendered at build for prerendered pages, by the `api` function for the blog and
// video pages, and hydrated in the browser (entry.client.tsx). See docs/decisions/010.
import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  type LinksFunction,
} from 'react-router';
import { Box, Button, Container, Typography } from '@mui/material';
import { BRAND_HEAD_LINKS, THEME_COLOR } from '@36x/common';
import { fontFaceCss, preloadedFont } from './theme/fonts';
import { AppProviders } from './app/AppProviders';
import { fullTitle } from './components/seo/page-meta';

// The fonts are `font-display: optional` (theme/fonts.ts): one that comes late is used from the next page on
// instead of re-flowing this one. Only the body face is preloaded (SITE-START-3, decision 026): a few kilobytes that
// do not hold back the app's code on a phone's bandwidth.
export const links: LinksFunction = () => [
  ...BRAND_HEAD_LINKS,
  // The blog's RSS 2.0 feed, for feed readers (routes/rss.ts).
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: '36x Advisory: Insights & Articles',
    href: '/rss.xml',
  },
  {
    rel: 'preload',
    as: 'font',
    type: 'font/woff2',
    href: preloadedFont,
    crossOrigin: 'anonymous' as const,
  },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* Inline, so that no stylesheet request holds the first paint (theme/fonts.ts). */}
        <style dangerouslySetInnerHTML={{ __html: fontFaceCss }} />
        <Meta />
        <Links />
        {/* A local stack's emulator addresses (src/lib/env.ts reads them when signing in or reading Firestore). */}
        {__LOCAL_ENV_SCRIPT__ && !import.meta.env.DEV && <script src="/local-env.js" defer />}
      </head>
      <body>
        {children}
        {/* Back and Forward return to where the page was left (SITE-ROUTES-4); components/layout/ScrollManager
            handles every other navigation. Its small inline script is hashed into the page's script policy. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // <html data-hydrated>: the page is live (a click before then reaches only links and forms). The e2e suite waits
  // for it (e2e/support/fixtures.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}

/** A route that threw (or a response React Router could not render): a plain page with a way home. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page Not Found' : 'Something went wrong';
  return (
    <AppProviders>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, follow" />
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {notFound
            ? 'The page you were looking for does not exist or has moved.'
            : 'This page could not be shown. Please try again in a moment.'}
        </Typography>
        <Box>
          <Button variant="contained" href="/">
            Go to the home page
          </Button>
        </Box>
      </Container>
    </AppProviders>
  );
}
