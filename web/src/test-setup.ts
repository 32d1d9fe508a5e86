import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadToastView } from './components/toast/ToastProvider';

// Testing Library cleans up by itself only with vitest globals, which this project does not enable.
afterEach(cleanup);
// findBy/waitFor wait up to 5 s instead of 1 s: on a loaded CI machine a screen full of MUI can take longer to
// settle (the per-test limit, 30 s, is in vite.config.ts).
configure({ asyncUtilTimeout: 5000 });

// The toast's look is a chunk the app loads when idle (components/toast/ToastProvider.tsx); tests have it at once,
// as a visitor has by the time anything can raise a toast.
await loadToastView();

// jsdom has no idle callbacks; the parts of a page that load when the browser is idle (components/ui/when-wanted.ts)
// load at once in tests.
// (Some test files run in Node, without a window.)
if (typeof window !== 'undefined') {
  window.requestIdleCallback ??= (run: IdleRequestCallback) =>
    window.setTimeout(() => run({ didTimeout: false, timeRemaining: () => 50 }), 0);
}
