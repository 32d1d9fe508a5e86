import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { ScrollManager } from './ScrollManager';

/** A page whose #late element appears only after a delay, like a lazily loaded screen. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(t);
  }, []);
  return ready ? <section id="late">Late section</section> : <p>loading</p>;
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      back
    </button>
  );
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollManager />
      <nav>
        <BackButton />
        <Link to="/about">about</Link>
        <Link to="/services#late">late anchor</Link>
        <Link to="/about?tool=x" state={{ preventScrollReset: true }}>
          same page, new query
        </Link>
      </nav>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/about" element={<p>about page</p>} />
        <Route path="/services" element={<LatePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ScrollManager', () => {
  const scrollTo = vi.fn();
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollTo.mockClear();
    scrollIntoView.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('when navigating to a page, then the view scrolls to the top', () => {
    renderApp();
    scrollTo.mockClear();
    fireEvent.click(screen.getByText('about'));
    expect(screen.getByText('about page')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('when navigating to a #hash whose element appears later, then it scrolls to that element', async () => {
    renderApp();
    fireEvent.click(screen.getByText('late anchor'));
    expect(scrollIntoView).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByText('Late section')).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('late'));
  });

  it('when a screen changes its query with preventScrollReset state, then the view stays where it is', () => {
    renderApp();
    scrollTo.mockClear();
    fireEvent.click(screen.getByText('same page, new query'));
    expect(screen.getByText('about page')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("when going Back, then it leaves the position to React Router's ScrollRestoration (SITE-ROUTES-4)", async () => {
    renderApp();
    fireEvent.click(screen.getByText('about'));
    scrollTo.mockClear();
    fireEvent.click(screen.getByText('back'));
    await act(async () => {
      vi.advanceTimersByTime(10);
    });
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
