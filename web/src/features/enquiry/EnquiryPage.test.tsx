import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import EnquiryPage from './EnquiryPage';
import { makeEnquiryForm, renderScreen } from '../../test-utils';
import { apiSource } from '../../lib/public-content/api-source';

vi.mock('../../lib/public-content/api-source');
const source = vi.mocked(apiSource);

const itr = makeEnquiryForm({
  title: 'Income Tax Return Filing',
  googleFormUrl: 'https://docs.google.com/forms/d/e/itr/viewform',
});
const hidden = makeEnquiryForm({ title: 'Old form', isActive: false });
const unsafe = makeEnquiryForm({ title: 'Bad link', googleFormUrl: 'javascript:alert(1)' });

beforeEach(() => {
  source.listEnquiryForms.mockReset();
});

describe('EnquiryPage', () => {
  it('when forms load, then each active one has its features and a Start Enquiry link to a new tab without opener', async () => {
    source.listEnquiryForms.mockResolvedValue([itr, hidden, unsafe]);
    renderScreen(<EnquiryPage />, { path: '/enquiry' });
    const card = (await screen.findByRole('heading', { name: 'Income Tax Return Filing' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Old vs new regime comparison')).toBeInTheDocument();
    expect(within(card).getByText('🧾')).toBeInTheDocument();
    const start = within(card).getByRole('link', { name: /^Start Enquiry/ });
    expect(start).toHaveAttribute('href', 'https://docs.google.com/forms/d/e/itr/viewform');
    expect(start).toHaveAttribute('target', '_blank');
    expect(start.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('heading', { name: 'Old form' })).toBeNull();
    const bad = screen.getByRole('heading', { name: 'Bad link' }).closest('article')!;
    expect(within(bad).queryByRole('link')).toBeNull();
    expect(within(bad).getByRole('button', { name: 'Start Enquiry' })).toBeDisabled();
  });

  it('when the page shows, then the Coming Soon card is disabled and the help actions go to contact and WhatsApp', async () => {
    source.listEnquiryForms.mockResolvedValue([itr]);
    renderScreen(<EnquiryPage />, { path: '/enquiry' });
    expect(await screen.findByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Schedule a Call' })).toHaveAttribute('href', '/contact');
    const chat = screen.getByRole('link', { name: /^Live Chat Support/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute('href', '/contact');
  });

  it('when loading, then skeleton cards show; when the list fails, then "Failed to fetch enquiry forms"', async () => {
    let reject!: (e: Error) => void;
    source.listEnquiryForms.mockReturnValue(new Promise((_, r) => (reject = r)));
    renderScreen(<EnquiryPage />, { path: '/enquiry' });
    expect(screen.getAllByTestId('enquiry-card-skeleton')).toHaveLength(6);
    reject(new Error('Failed to fetch enquiry forms'));
    expect(await screen.findByText('Failed to fetch enquiry forms')).toBeInTheDocument();
    expect(screen.queryByTestId('enquiry-card-skeleton')).toBeNull();
  });
});
