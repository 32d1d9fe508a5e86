import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@mui/material';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../../theme/theme';
import { SiteHeader } from './SiteHeader';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <SiteHeader />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('when rendered, then it is the banner with a home logo and every menu entry of the spec', () => {
    renderAt('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /36x Advisory, home/ })).toHaveAttribute('href', '/');
    const nav = desktopNav();
    for (const name of ['Home', 'About', 'Services', 'Enquiry', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-haspopup', 'true');
  });

  it('when on /about, then About is marked as the current page; on an alias of Why 36x, Resources is highlighted', () => {
    renderAt('/about');
    expect(within(desktopNav()).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(desktopNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    cleanup();
    renderAt('/resources/why-36x');
    expect(within(desktopNav()).getByRole('button', { name: 'Resources' })).toHaveClass('active');
  });

  it('when the mouse hovers Resources, then the dropdown opens with its three links, and closes when it leaves', () => {
    vi.useFakeTimers();
    renderAt('/');
    const button = within(desktopNav()).getByRole('button', { name: 'Resources' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Why 36x' })).toHaveAttribute('href', '/why-36x');
    expect(within(menu).getByRole('menuitem', { name: 'Calculator' })).toHaveAttribute('href', '/calculator');
    expect(within(menu).getByRole('menuitem', { name: 'Resources' })).toHaveAttribute('href', '/insights');

    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('when a touch user taps Resources, then it toggles open and closed', () => {
    renderAt('/');
    const button = within(desktopNav()).getByRole('button', { name: 'Resources' });
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button, { detail: 1 });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button, { detail: 1 });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('when a keyboard user presses ArrowDown, then the first item takes focus; Escape closes and returns focus', () => {
    renderAt('/');
    const button = within(desktopNav()).getByRole('button', { name: 'Resources' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const first = screen.getByRole('menuitem', { name: 'Why 36x' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('when a dropdown link is chosen, then the route changes and the dropdown closes', () => {
    renderAt('/');
    const button = within(desktopNav()).getByRole('button', { name: 'Resources' });
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Calculator' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/calculator');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the mobile menu button is used, then the menu toggles, Resources opens on click, and choosing a link navigates and closes it', () => {
    renderAt('/');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');

    const resources = within(mobile).getByRole('button', { name: 'Resources' });
    expect(resources).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    expect(within(mobile).getByRole('link', { name: 'Why 36x' })).toBeVisible();

    fireEvent.click(within(mobile).getByRole('link', { name: 'Services' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/services');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the mobile menu is open and Escape is pressed, then it closes', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.keyDown(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Home' }),
      {
        key: 'Escape',
      },
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
