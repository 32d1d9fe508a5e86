import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@mui/material';
import { theme } from '../../theme/theme';
import { additionalServices } from '../../content/additional-services';
import { FlipCard } from './FlipCard';

const service = additionalServices.find((s) => s.id === 'mutual-funds')!;

const renderCard = () =>
  render(
    <ThemeProvider theme={theme}>
      <FlipCard service={service} />
    </ThemeProvider>,
  );

const faces = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('.flip-face'));

// MUI trees make role queries slow in jsdom on a shared 2-core machine.
describe('FlipCard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('when shown, then the front is visible and the five subTypes are on the hidden, inert back', () => {
    const { container } = renderCard();
    const [front, back] = faces(container);
    expect(front).toHaveAttribute('aria-hidden', 'false');
    expect(back).toHaveAttribute('aria-hidden', 'true');
    expect(back).toHaveAttribute('inert');
    expect(screen.getByRole('article', { name: service.title })).toHaveAttribute('data-flipped', 'false');
    // Hidden from the accessibility tree until flipped.
    expect(screen.queryByRole('list', { name: `${service.title} services` })).not.toBeInTheDocument();
  });

  it('when its button is pressed (keyboard or click), then it flips, shows the subTypes and focuses the Back button', () => {
    const { container } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: `See what's included in ${service.title}` }));
    act(() => vi.runAllTimers());
    const card = screen.getByRole('article', { name: service.title });
    expect(card).toHaveAttribute('data-flipped', 'true');
    const list = screen.getByRole('list', { name: `${service.title} services` });
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      ...service.subTypes,
    ]);
    const [front] = faces(container);
    expect(front).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: `Back to the ${service.title} overview` })).toHaveFocus();
  });

  it('when the card face is tapped, then it flips, and tapping again flips it back', () => {
    const { container } = renderCard();
    const [front, back] = faces(container);
    fireEvent.click(front!);
    expect(screen.getByRole('article', { name: service.title })).toHaveAttribute('data-flipped', 'true');
    fireEvent.click(back!);
    act(() => vi.runAllTimers());
    expect(screen.getByRole('article', { name: service.title })).toHaveAttribute('data-flipped', 'false');
    expect(screen.getByRole('button', { name: `See what's included in ${service.title}` })).toHaveFocus();
  });

  it('every additional service has exactly five subTypes and the ids of the spec', () => {
    expect(additionalServices.map((s) => s.id)).toEqual([
      'loan-services',
      'insurance-services',
      'stock-broking',
      'deposits',
      'unlisted-shares',
      'mutual-funds',
      'algo-trading',
      'business-consultancy',
    ]);
    for (const s of additionalServices) expect(new Set(s.subTypes).size).toBe(5);
  });
});
