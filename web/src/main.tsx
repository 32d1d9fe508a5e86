// The fonts' stylesheet belongs to this entry (not to a chunk loaded later): the build inlines it in every page
// and preloads the fonts, so they are there for the first paint (font-display: optional keeps a late font out).
import './theme/fonts';

// The app's code is evaluated in steps, with a pause for the browser between them: evaluated at once it is one
// long task, during which a tap on a prerendered page gets no answer (and Lighthouse counts blocking time).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const { StrictMode, startTransition } = await import('react');
const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();
await import('./app/AppProviders'); // MUI, Emotion and the theme
const { browserEmotionCache, CacheProvider } = await import('./app/emotion-cache');
const emotionCache = browserEmotionCache();
await nextTask();
const { App } = await import('./app/App'); // the router and the layout
await nextTask();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <CacheProvider value={emotionCache}>
      <App />
    </CacheProvider>
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
