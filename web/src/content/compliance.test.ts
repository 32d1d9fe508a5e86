import { describe, expect, it } from 'vitest';
import { MARKETING_FIGURES } from '@36x/common';
import { feeDisclosure, investmentServicesStatement } from './disclosures';
import { practice, registrationLines, type RegistrationSource } from './practice';
import { siteSettings, visibleSuccessFigures } from './site-settings';
import { guidingPrinciples, valueCards } from './principles';

const principlesText = () => [...guidingPrinciples, ...valueCards].map((p) => p.description);

const empty: RegistrationSource = {
  registration: {
    icaiMembershipNumber: '',
    icaiFirmRegistrationNumber: '',
    sebiInvestmentAdviser: { number: '', validity: '' },
  },
  grievance: {
    officer: { name: '', email: '', phone: '' },
    scoresUrl: 'https://scores.sebi.gov.in',
    odrUrl: 'https://smartodr.in',
  },
};
const withIcai: RegistrationSource = {
  ...empty,
  registration: {
    ...empty.registration,
    icaiMembershipNumber: '512345',
    icaiFirmRegistrationNumber: '012345N',
  },
};
const withSebi: RegistrationSource = {
  registration: {
    ...empty.registration,
    icaiMembershipNumber: '512345',
    sebiInvestmentAdviser: { number: 'INA000000001', validity: 'Perpetual' },
  },
  grievance: {
    ...empty.grievance,
    officer: { name: 'A. Officer', email: 'grievance@example.in', phone: '+91 90000 11111' },
  },
};

describe('registration and grievance details', () => {
  it('when the demo practice ships, then no registration number is filled: nothing is invented', () => {
    expect(practice.registration.icaiMembershipNumber).toBe('');
    expect(practice.registration.icaiFirmRegistrationNumber).toBe('');
    expect(practice.registration.sebiInvestmentAdviser.number).toBe('');
    expect(registrationLines()).toEqual([]);
  });

  it('when every field is empty, then there is no line, not even the SCORES and ODR links', () => {
    expect(registrationLines(empty)).toEqual([]);
  });

  it('when only ICAI numbers are filled, then only they show, and no SEBI grievance route', () => {
    expect(registrationLines(withIcai)).toEqual([
      { label: 'ICAI membership no.', value: '512345' },
      { label: 'ICAI firm registration no.', value: '012345N' },
    ]);
  });

  it('when a SEBI registration is filled, then it shows with its validity, the officer, SCORES and ODR; empty fields stay out', () => {
    expect(registrationLines(withSebi)).toEqual([
      { label: 'ICAI membership no.', value: '512345' },
      { label: 'SEBI investment adviser registration no.', value: 'INA000000001' },
      { label: 'Registration validity', value: 'Perpetual' },
      { label: 'Grievance officer', value: 'A. Officer' },
      { label: 'Grievance email', value: 'grievance@example.in', href: 'mailto:grievance@example.in' },
      { label: 'Grievance phone', value: '+91 90000 11111', href: 'tel:+919000011111' },
      { label: 'SEBI SCORES', value: 'scores.sebi.gov.in', href: 'https://scores.sebi.gov.in' },
      { label: 'Online dispute resolution (SMART ODR)', value: 'smartodr.in', href: 'https://smartodr.in' },
    ]);
  });
});

describe('compliance switches', () => {
  it('when the site ships, then testimonials, success figures and "assets managed" are all off', () => {
    expect(siteSettings).toEqual({
      showTestimonials: false,
      showSuccessFigures: false,
      showAssetsManaged: false,
    });
    expect(visibleSuccessFigures()).toEqual([]);
  });

  it('when success figures are on but "assets managed" is not, then the other three show', () => {
    const figures = visibleSuccessFigures({
      showTestimonials: false,
      showSuccessFigures: true,
      showAssetsManaged: false,
    });
    expect(figures.map((f) => f.label)).toEqual(['Happy Clients', 'Client Retention', 'Years Experience']);
  });

  it('when both are on, then the spec’s four figures show as written', () => {
    const figures = visibleSuccessFigures({
      showTestimonials: false,
      showSuccessFigures: true,
      showAssetsManaged: true,
    });
    expect(figures).toEqual(MARKETING_FIGURES);
    expect(figures.map((f) => f.value)).toEqual(['500+', '₹50Cr+', '98%', '5+']);
  });

  it('when "assets managed" is on but success figures are off, then nothing shows', () => {
    expect(
      visibleSuccessFigures({ showTestimonials: true, showSuccessFigures: false, showAssetsManaged: true }),
    ).toEqual([]);
  });
});

describe('fee and commission wording', () => {
  it('when the practice also arranges commission-paying products, then no text claims "no commissions"', () => {
    for (const text of [feeDisclosure, investmentServicesStatement(), ...principlesText()]) {
      expect(text).not.toMatch(/no (hidden )?commissions?|not shaped by commissions/i);
    }
    expect(feeDisclosure).toMatch(/commission: we tell you in writing/);
  });

  it('when the practice is not SEBI-registered, then the Services statement does not claim advice under the IA Regulations', () => {
    expect(investmentServicesStatement(empty)).toMatch(/not a SEBI-registered investment adviser/);
    expect(investmentServicesStatement(empty)).not.toMatch(/Investment Advisers\) Regulations/);
  });

  it('when it is registered, then the statement names the Regulations and how advice and distribution are kept apart', () => {
    const text = investmentServicesStatement(withSebi);
    expect(text).toMatch(/SEBI \(Investment Advisers\) Regulations, 2013/);
    expect(text).toMatch(/Advice and distribution are kept apart/);
  });
});
