import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages arrive rendered (src/entry-server.tsx): hydrate them. Hydrating inside a transition lets React yield
// to the browser between components instead of blocking the main thread for the whole page. The back office, the
// login page and unknown paths get the empty shell and are rendered here, as is a page rendered for another
// address than the one shown (a prerendered /services opened as /services?utm_source=...: data-url says what was
// rendered, and a query string may change what the page shows).
const { pathname, search } = window.location;
if (root.hasChildNodes() && root.dataset.url === `${pathname}${search}`) {
  startTransition(() => void hydrateRoot(root, app));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
