import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './SiteFooter';

const renderFooter = () => {
  const Stub = createRoutesStub([{ path: '/', Component: SiteFooter }]);
  return render(<Stub initialEntries={['/']} />);
};

describe('SiteFooter', () => {
  it('when it renders, then the terms of use and the privacy notice are linked under the copyright line', async () => {
    renderFooter();
    const legal = await screen.findByRole('list', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(within(legal).getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
  });

  it('when no registration number is filled (the demo practice), then no registration block or empty label shows', async () => {
    renderFooter();
    await screen.findByRole('contentinfo');
    expect(screen.queryByTestId('registration-details')).toBeNull();
    expect(screen.queryByText(/membership no\.|registration no\.|SCORES/i)).toBeNull();
  });
});
