import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentYear } from './CurrentYear';

describe('CurrentYear (the footer’s ©)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('the server writes the build’s year; hydrating it raises no mismatch, and the browser’s own year follows', async () => {
    const serverYear = new Date().getUTCFullYear();
    // What vite.config.ts defines at build.
    vi.stubGlobal('__BUILD_YEAR__', serverYear);
    const ui = (
      <span>
        © <CurrentYear /> 36x
      </span>
    );
    const html = renderToString(ui);
    expect(html.replace(/<!-- -->/g, '')).toContain(`© ${serverYear} 36x`);

    // The page is opened in India on 1 January of the next year (18:30 UTC on 31 December).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(serverYear, 11, 31, 18, 30)));
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe(`© ${serverYear + 1} 36x`);
  });
});
