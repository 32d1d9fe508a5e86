import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@mui/material';
import { theme } from '../../theme/theme';
import { coreServices } from '../../content/core-services';
import { CoreServicesSection, MAIN_SERVICES_ID } from './CoreServicesSection';

const renderSection = () =>
  render(
    <ThemeProvider theme={theme}>
      <CoreServicesSection />
    </ThemeProvider>,
  );

const mainCard = (title: string) => screen.getByRole('button', { name: `Explore ${title}` });

// MUI trees make role queries slow in jsdom on a shared 2-core machine.
describe('CoreServicesSection', () => {
  it('when it first renders, then the main view shows the three core services and carries the #main-services anchor', () => {
    const { container } = renderSection();
    expect(container.querySelector(`#${MAIN_SERVICES_ID}`)).not.toBeNull();
    for (const s of coreServices) expect(mainCard(s.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to Main Services' })).not.toBeInTheDocument();
  });

  it('when a card is chosen, then its sub view lists its five sub-services and offers the two other services', () => {
    renderSection();
    const [ca, cfa, cs] = coreServices;
    fireEvent.click(mainCard(ca.title));

    const heading = screen.getByRole('heading', { level: 3, name: ca.title });
    expect(heading).toHaveFocus();
    const list = screen.getByRole('list', { name: `${ca.title} services` });
    const items = within(list).getAllByRole('heading', { level: 4 });
    expect(items.map((h) => h.textContent)).toEqual(ca.subServices.map((s) => s.title));
    expect(ca.subServices.map((s) => s.id)).toEqual([
      'tax-advisory',
      'financial-audit',
      'accounting-bookkeeping',
      'business-advisory',
      'compliance-regulatory',
    ]);
    expect(screen.getByRole('button', { name: `Go to ${cfa.title}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Go to ${cs.title}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Go to ${ca.title}` })).not.toBeInTheDocument();
  });

  it("when 'Go to {other}' is pressed, then that service's sub view replaces the current one", () => {
    renderSection();
    const [ca, , cs] = coreServices;
    fireEvent.click(mainCard(ca.title));
    fireEvent.click(screen.getByRole('button', { name: `Go to ${cs.title}` }));
    expect(screen.getByRole('heading', { level: 3, name: cs.title })).toHaveFocus();
    const list = screen.getByRole('list', { name: `${cs.title} services` });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    expect(within(list).getByRole('heading', { name: 'Trademark & IPR' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Go to ${ca.title}` })).toBeInTheDocument();
  });

  it("when 'Back to Main Services' is pressed, then the three cards return", () => {
    renderSection();
    fireEvent.click(mainCard(coreServices[1].title));
    fireEvent.click(screen.getByRole('button', { name: 'Back to Main Services' }));
    for (const s of coreServices) expect(mainCard(s.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to Main Services' })).not.toBeInTheDocument();
  });
});
