import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RegistrationSource } from '../../content/practice';
import { RegistrationDetails } from './RegistrationDetails';

const source = (icai: string, sebi: string): RegistrationSource => ({
  registration: {
    icaiMembershipNumber: icai,
    icaiFirmRegistrationNumber: '',
    sebiInvestmentAdviser: { number: sebi, validity: '' },
  },
  grievance: {
    officer: { name: '', email: '', phone: '' },
    scoresUrl: 'https://scores.sebi.gov.in',
    odrUrl: 'https://smartodr.in',
  },
});

describe('RegistrationDetails', () => {
  it('when nothing is filled, then it renders nothing at all (no heading, no empty list)', () => {
    const { container } = render(
      <RegistrationDetails heading={{ text: 'Registrations', level: 'h3' }} source={source('', '')} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('when the practice ships (demo content), then it renders nothing', () => {
    const { container } = render(<RegistrationDetails />);
    expect(container).toBeEmptyDOMElement();
  });

  it('when numbers are filled, then each shows as a term and value, and SCORES opens in a new tab', () => {
    render(
      <RegistrationDetails
        heading={{ text: 'Registrations', level: 'h3' }}
        source={source('512345', 'INA000000001')}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Registrations' })).toBeInTheDocument();
    expect(screen.getByText('ICAI membership no.').tagName).toBe('DT');
    expect(screen.getByText('512345').tagName).toBe('DD');
    expect(screen.getByText('INA000000001')).toBeInTheDocument();
    const scores = screen.getByRole('link', { name: 'scores.sebi.gov.in (opens in a new tab)' });
    expect(scores).toHaveAttribute('href', 'https://scores.sebi.gov.in');
    expect(scores).toHaveAttribute('target', '_blank');
    expect(scores).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
