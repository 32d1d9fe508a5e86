// The browser's start: hydrate the page the server (or the build) rendered. Emotion's cache takes over the styles the
// server put in <head> (entry.server.tsx) under the same key.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { preloadCalculatorFor } from './features/calculators/calculator-modules';

const cache = createCache({ key: 'css' });

// A calculator page hydrates with its calculator's code at hand (see preloadCalculatorFor).
await preloadCalculatorFor(window.location.pathname)?.catch(() => undefined);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={cache}>
        <HydratedRouter />
      </CacheProvider>
    </StrictMode>,
  );
});
