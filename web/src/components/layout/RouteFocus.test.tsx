import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from './RouteFocus';
import { MAIN_CONTENT_ID } from './SkipLink';

/** A screen whose heading comes a moment later, like a lazily loaded page. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(t);
  }, []);
  return ready ? <h1>Services</h1> : <p>loading</p>;
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <RouteFocus />
      <nav>
        <Link to="/about">about</Link>
        <Link to="/services">services</Link>
        <Link to="/about?tool=x">same page, new query</Link>
        <Link to="/about#team">about, team</Link>
      </nav>
      <main id={MAIN_CONTENT_ID}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/about" element={<h1>About</h1>} />
          <Route path="/services" element={<LatePage />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('RouteFocus', () => {
  it('when the site first opens, then focus is left where the browser put it', () => {
    renderApp();
    expect(document.activeElement).toBe(document.body);
  });

  it('when a link opens another page, then focus lands on its main heading, which is not a Tab stop', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'about' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'About' });
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('when the page renders its heading late, then focus still reaches it', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'services' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Services' });
    await expect.poll(() => document.activeElement).toBe(heading);
  });

  it('when only the query changes, then focus stays on what the reader used', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'about' }));
    const link = screen.getByRole('link', { name: 'same page, new query' });
    await user.click(link);
    expect(document.activeElement).toBe(link);
  });
});
