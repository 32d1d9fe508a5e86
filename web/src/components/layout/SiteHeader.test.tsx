import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@mui/material';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../../theme/theme';
import { SiteHeader } from './SiteHeader';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

const page = (path: string) => (
  <ThemeProvider theme={theme}>
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  </ThemeProvider>
);

const renderAt = (path: string) => render(page(path));

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });
const resourcesButton = () => within(desktopNav()).getByRole('button', { name: 'Resources' });
const resourcesList = () => within(desktopNav()).getByRole('list', { name: 'Resources' });
// A closed <details> keeps its content in the DOM, hidden: jsdom does not know that, so these tests ask
// toBeVisible (which checks the details elements around) rather than whether an element is found.
const mobileNav = () => screen.getByRole('navigation', { name: 'Mobile' });

describe('SiteHeader', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('when rendered, then it is the banner with a home logo and every menu entry of the spec', () => {
    renderAt('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /36x Advisory, home/ })).toHaveAttribute('href', '/');
    const nav = desktopNav();
    for (const name of ['Home', 'About', 'Services', 'Enquiry', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    const button = resourcesButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', resourcesList().id);
  });

  it('when on /about, then About is marked as the current page; on an alias of Why 36x, Resources is highlighted', () => {
    renderAt('/about');
    expect(within(desktopNav()).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(desktopNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    cleanup();
    renderAt('/resources/why-36x');
    expect(resourcesButton()).toHaveClass('active');
  });

  it('when the mouse hovers Resources, then the dropdown opens with its three links, and closes when it leaves', () => {
    vi.useFakeTimers();
    renderAt('/');
    const button = resourcesButton();
    expect(resourcesList()).not.toBeVisible();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = resourcesList();
    expect(list).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Why 36x' })).toHaveAttribute('href', '/why-36x');
    expect(within(list).getByRole('link', { name: 'Calculator' })).toHaveAttribute('href', '/calculator');
    expect(within(list).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/insights');

    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('when a touch user taps Resources, then it toggles open and closed', () => {
    renderAt('/');
    const button = resourcesButton();
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button, { detail: 1 });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(resourcesList()).toBeVisible();
    fireEvent.click(button, { detail: 1 });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(resourcesList()).not.toBeVisible();
  });

  it('when a keyboard user presses ArrowDown, then the first link takes focus, arrows move; Escape closes and returns focus', () => {
    renderAt('/');
    const button = resourcesButton();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const list = resourcesList();
    const first = within(list).getByRole('link', { name: 'Why 36x' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(within(list).getByRole('link', { name: 'Calculator' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(within(list).getByRole('link', { name: 'Resources' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(first).toHaveFocus();

    fireEvent.keyDown(first, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('when a dropdown link is chosen, then the route changes and the dropdown closes', () => {
    renderAt('/');
    const button = resourcesButton();
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(within(resourcesList()).getByRole('link', { name: 'Calculator' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/calculator');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(resourcesList()).not.toBeVisible();
  });

  it('when the dropdown is open and the visitor clicks elsewhere or tabs out, then it closes', () => {
    renderAt('/');
    const button = resourcesButton();
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(within(resourcesList()).getByRole('link', { name: 'Why 36x' }).parentElement!); // inside: stays
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByTestId('where'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button, { detail: 1 });
    const last = within(resourcesList()).getByRole('link', { name: 'Resources' });
    fireEvent.blur(last, { relatedTarget: within(desktopNav()).getByRole('link', { name: 'About' }) });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the mobile menu button is used, then the menu toggles, Resources opens on click, and choosing a link navigates and closes it', () => {
    renderAt('/');
    expect(mobileNav()).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = mobileNav();
    expect(mobile).toBeVisible();
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');

    const resources = within(mobile).getByRole('button', { name: 'Resources' });
    expect(resources).toHaveAttribute('aria-expanded', 'false');
    expect(within(mobile).getByRole('link', { name: 'Why 36x' })).not.toBeVisible();
    fireEvent.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    expect(within(mobile).getByRole('link', { name: 'Why 36x' })).toBeVisible();

    fireEvent.click(within(mobile).getByRole('link', { name: 'Services' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/services');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(mobile).not.toBeVisible();
  });

  it('when the mobile menu is open and Escape is pressed, then it closes and focus returns to the menu button', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const home = within(mobileNav()).getByRole('link', { name: 'Home' });
    home.focus();
    fireEvent.keyDown(home, { key: 'Escape' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(mobileNav()).not.toBeVisible();
  });

  it('when the mobile menu is open, then Tab stays in it: past the last link to the menu button, and back', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    const contact = within(mobileNav()).getByRole('link', { name: 'Contact' });
    contact.focus();
    fireEvent.keyDown(contact, { key: 'Tab' });
    expect(toggle).toHaveFocus();
    fireEvent.keyDown(toggle, { key: 'Tab', shiftKey: true });
    expect(contact).toHaveFocus();
    // Links of the closed Resources group are not stops; once it opens they are, in order.
    fireEvent.click(within(mobileNav()).getByRole('button', { name: 'Resources' }));
    const calculator = within(mobileNav()).getByRole('link', { name: 'Calculator' });
    calculator.focus();
    fireEvent.keyDown(calculator, { key: 'Tab' });
    expect(calculator).toHaveFocus(); // not the last stop: the browser moves on by itself
  });

  it('when the mobile menu opens on a Resources page, then its Resources group starts open', () => {
    renderAt('/calculator');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const resources = within(mobileNav()).getByRole('button', { name: 'Resources' });
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    expect(within(mobileNav()).getByRole('link', { name: 'Calculator' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('SiteHeader before the app starts (server HTML)', () => {
  const serverHtml = (path: string) => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(page(path));
    return host;
  };

  it('renders the dropdown and the mobile menu as <details> of real links, closed, with no JavaScript state', () => {
    const host = serverHtml('/');
    const dropdown = host.querySelector('nav[aria-label="Main"] details')!;
    expect(dropdown).not.toBeNull();
    expect(dropdown.hasAttribute('open')).toBe(false);
    expect(dropdown.querySelector(':scope > summary')).toHaveTextContent('Resources');
    expect(Array.from(dropdown.querySelectorAll('a[href]'), (a) => a.getAttribute('href'))).toEqual([
      '/why-36x',
      '/calculator',
      '/insights',
    ]);

    const burger = host.querySelector('summary[aria-label="Open menu"]')!;
    expect(burger).not.toBeNull();
    const mobile = burger.parentElement!;
    expect(mobile.tagName).toBe('DETAILS');
    expect(mobile.hasAttribute('open')).toBe(false);
    expect(mobile.querySelector('nav[aria-label="Mobile"]')).not.toBeNull();
    expect(Array.from(mobile.querySelectorAll('nav a[href]'), (a) => a.getAttribute('href'))).toEqual([
      '/',
      '/why-36x',
      '/calculator',
      '/insights',
      '/about',
      '/services',
      '/enquiry',
      '/contact',
    ]);
    // aria-expanded mirrors the app's state: the server leaves it to the browser's own <details> state.
    expect(host.querySelector('summary[aria-expanded]')).toBeNull();
  });

  it('renders the mobile Resources group open on a Resources page', () => {
    const host = serverHtml('/why-36x');
    const group = host.querySelector('#mobile-resources')!.parentElement!;
    expect(group.tagName).toBe('DETAILS');
    expect(group.hasAttribute('open')).toBe(true);
  });

  async function hydrate(host: HTMLElement, path: string, errors: unknown[]) {
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(host, page(path), {
        onRecoverableError: (error) => void errors.push(error),
      });
    });
    return root!;
  }

  it('hydrates without a mismatch, keeps the server elements, then mirrors its state in aria-expanded', async () => {
    const host = serverHtml('/');
    document.body.append(host);
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    const burger = host.querySelector('summary[aria-label="Open menu"]')!;

    const root = await hydrate(host, '/', errors);
    expect(errors).toEqual([]);
    expect(host.querySelector('summary[aria-label="Open menu"]')).toBe(burger); // adopted, not re-created
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(burger);
    expect(burger).toHaveAttribute('aria-label', 'Close menu');
    expect(burger.parentElement).toHaveAttribute('open');
    act(() => root.unmount());
    host.remove();
  });

  it('when the visitor opened the mobile menu before the app started, then the app keeps it open', async () => {
    const host = serverHtml('/');
    document.body.append(host);
    const burger = host.querySelector<HTMLElement>('summary[aria-label="Open menu"]')!;
    (burger.parentElement as HTMLDetailsElement).open = true; // what the browser does on a click without the app
    await new Promise((resolve) => setTimeout(resolve, 0)); // its toggle event fired before the app listened
    // React reports the changed attribute in development: expected here, the visitor changed it.
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const root = await hydrate(host, '/', []);
    expect(burger).toHaveAttribute('aria-label', 'Close menu');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(burger, { key: 'Escape' });
    expect(burger.parentElement).not.toHaveAttribute('open');
    act(() => root.unmount());
    host.remove();
  });
});
