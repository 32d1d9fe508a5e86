import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_RETENTION_MONTHS } from '@36x/common';
import { renderScreen } from '../../test-utils';
import PrivacyPage from './PrivacyPage';

describe('PrivacyPage', () => {
  it('when shown, then it says what is collected, why, with whom, how long and whom to ask', () => {
    renderScreen(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    for (const part of [
      'What we collect',
      'Why we use it',
      'Who else handles it',
      'How long we keep it',
      'Your rights, and whom to ask',
    ])
      expect(screen.getByRole('heading', { level: 2, name: part })).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`${DEFAULT_CONTACT_RETENTION_MONTHS} months after it arrived`)),
    ).toBeInTheDocument();
    const ask = screen.getByRole('link', { name: /@/ });
    expect(ask.getAttribute('href')).toMatch(/^mailto:.+\?subject=Privacy%20request/);
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });
});
