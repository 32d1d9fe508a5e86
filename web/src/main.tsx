import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public routes arrive prerendered (web/scripts/build.mjs): hydrate them. Hydrating inside a transition lets React
// yield to the browser between components instead of blocking the main thread for the whole page. The back office,
// the login page and unknown paths get the empty shell and are rendered here, as is a prerendered page opened with
// a query string (?category=...): it was rendered without one, so its markup may not be what the query asks for.
if (root.hasChildNodes() && !window.location.search) {
  startTransition(() => void hydrateRoot(root, app));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
