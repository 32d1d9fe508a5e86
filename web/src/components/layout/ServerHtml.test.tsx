import { act, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerHtml } from './ServerHtml';

// React warns unless the test environment says act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let effectsRun = 0;
function Part() {
  useEffect(() => {
    effectsRun += 1;
  }, []);
  return (
    <>
      <p>Built on three pillars</p>
      <Link to="/services">Explore Now</Link>
      <a href="/tools" target="_blank">
        Tools in a new tab
      </a>
      <a href="https://example.com/elsewhere">Elsewhere</a>
    </>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function Page() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Where />
      <Routes>
        <Route
          path="/"
          element={
            <ServerHtml component="section">
              <Part />
            </ServerHtml>
          }
        />
        <Route path="/services" element={<h1>Services</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

/** The page as the server renders it: there is no document on the server. */
function serverHtml() {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(<Page />);
  } finally {
    vi.unstubAllGlobals();
  }
}

let root: Root | undefined;
let container: HTMLDivElement;
async function hydrateServerHtml() {
  container = document.createElement('div');
  container.innerHTML = serverHtml();
  document.body.append(container);
  const paragraph = container.querySelector('p');
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  return paragraph;
}

/** Clicks a link; true if the page let the browser follow it (jsdom cannot: the window cancels it last). */
async function click(link: Element, init: MouseEventInit = {}) {
  let leftToBrowser = false;
  const lastToSee = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', lastToSee);
  await act(async () => {
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  window.removeEventListener('click', lastToSee);
  return leftToBrowser;
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  effectsRun = 0;
});

describe('ServerHtml', () => {
  it('renders its children on the server', () => {
    const html = serverHtml();
    expect(html).toContain('<section');
    expect(html).toContain('Built on three pillars');
    expect(html).toContain('href="/services"');
  });

  it('keeps the server HTML when hydrating, without hydrating (or running) the children', async () => {
    const paragraph = await hydrateServerHtml();
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph).toHaveTextContent('Built on three pillars');
    expect(effectsRun).toBe(0);
  });

  it('renders its children when the browser renders the page (in-app navigation)', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(container.querySelector('p')).toHaveTextContent('Built on three pillars');
    expect(effectsRun).toBe(1);
  });

  it('follows a same-origin link of the kept HTML in the app, as react-router would', async () => {
    await hydrateServerHtml();
    expect(await click(container.querySelector('a[href="/services"]')!)).toBe(false);
    expect(container.querySelector('output')).toHaveTextContent('/services');
    expect(container.querySelector('h1')).toHaveTextContent('Services');
  });

  it.each([
    ['a modified click', 'a[href="/services"]', { ctrlKey: true }],
    ['a middle click', 'a[href="/services"]', { button: 1 }],
    ['a link with a target', 'a[target="_blank"]', {}],
    ['a link to another site', 'a[href^="https:"]', {}],
  ])('leaves %s to the browser', async (_, selector, init) => {
    await hydrateServerHtml();
    expect(await click(container.querySelector(selector)!, init)).toBe(true);
    expect(container.querySelector('output')).toHaveTextContent('/');
    expect(container.querySelector('p')).not.toBeNull();
  });
});
