import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_NOTICE, PROCESSORS, RETENTION } from '@36x/common';
import { renderScreen } from '../../test-utils';
import PrivacyPage from './PrivacyPage';

/**
 * The notice and the features in step (decision 049): every period the notice states is read from RETENTION, the
 * constants the code applies (the newsletter's purge and link checks and the enquiry purge are tested against the
 * same constants in functions/src/api-tests/newsletter.test.ts and leads.test.ts); the newsletter the site has is
 * described with the words its forms show; every processor is named.
 */
describe('PrivacyPage', () => {
  it('when shown, then it says what is collected, why, with whom, how long and whom to ask', () => {
    renderScreen(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    for (const part of [
      'What we collect',
      'Why we use it, and your consent',
      'Who else handles it',
      'How long we keep it',
      'Your rights, and whom to ask',
    ])
      expect(screen.getByRole('heading', { level: 2, name: part })).toBeInTheDocument();
    const ask = screen.getByRole('link', { name: /@/ });
    expect(ask.getAttribute('href')).toMatch(/^mailto:.+\?subject=Privacy%20request/);
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });

  it('when shown, then its periods are the ones the code applies, and it describes the newsletter as built', () => {
    const { container } = renderScreen(<PrivacyPage />, { path: '/privacy' });
    const text = (container.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(`deleted automatically ${RETENTION.enquiryMonths} months after it arrived`);
    expect(text).toContain(`${RETENTION.pendingSubscriberDays} days after you signed up`);
    expect(text).toContain(`the link works for ${RETENTION.confirmLinkDays} days`);
    // The newsletter exists: the notice quotes the consent words the forms show and store.
    expect(text).toContain(NEWSLETTER_NOTICE);
    expect(text).not.toMatch(/no newsletter/i);
    expect(text).toContain('one-click unsubscribe');
    expect(text).toContain('we forget your address at once');
    for (const p of PROCESSORS) expect(text).toContain(`${p.name}: ${p.purpose}.`);
  });
});
