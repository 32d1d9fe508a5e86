/**
 * The practice's identity and contact details, used by the footer, the Contact page, structured data and
 * every mailto:/tel: link. The specification does not reproduce the real details ("contact details not
 * reproduced here"): the values below are the practice's to replace before launch, in this one file.
 */
export const practice = {
  name: '36x Advisory',
  shortName: '36x',
  legalNote: 'A CA, CFA and CS led advisory practice',
  practitioner: {
    name: 'CA Aarav Malhotra',
    role: 'Chartered Accountant, CFA Charterholder & Company Secretary',
  },
  address: {
    locality: 'Gurugram',
    region: 'Haryana',
    country: 'India',
    line: 'Gurugram, Haryana, India',
    serving: 'Serving clients across India (Pan India)',
  },
  phone: { display: '+91 90000 00000', href: 'tel:+919000000000' },
  /** The WhatsApp chat link (floating button, Home, Services, Enquiry): wa.me with the number in full, no '+'. */
  whatsapp: { href: 'https://wa.me/919000000000?text=Hello%2036x%20Advisory' },
  email: 'hello@36xadvisory.in',
  website: { display: 'www.36xadvisory.in', href: 'https://www.36xadvisory.in' },
  social: {
    linkedin: 'https://www.linkedin.com/company/36x-advisory',
    instagram: 'https://www.instagram.com/36xadvisory',
    facebook: 'https://www.facebook.com/36xadvisory',
    youtube: 'https://www.youtube.com/@36xadvisory',
  },
  /**
   * Registrations and the grievance route (SITE-TRUST). Each line shows in the footer and on About and Services only
   * when filled; an empty string shows nothing. Never put a placeholder here: a made-up number on a regulated
   * practice's site is worse than none. Fill them from the certificates before launch:
   * - ICAI membership number (certificate of practice) and firm registration number (FRN);
   * - SEBI investment-adviser registration (INA + 9 digits) and its validity, only if the practice is registered:
   *   the grievance officer and the SCORES / SMART ODR links then show too (SEBI's investor charter for investment
   *   advisers sends investors to the adviser first, then SCORES, then online dispute resolution).
   */
  registration: {
    icaiMembershipNumber: '',
    icaiFirmRegistrationNumber: '',
    sebiInvestmentAdviser: {
      /** e.g. the number on the SEBI certificate of registration; empty: not registered, nothing shown. */
      number: '',
      /** As printed on the certificate, e.g. 'Valid from 1 April 2026' or 'Perpetual'. */
      validity: '',
    },
  },
  grievance: {
    officer: { name: '', email: '', phone: '' },
    /** SEBI's complaint portal and the securities market's online dispute resolution portal (public addresses). */
    scoresUrl: 'https://scores.sebi.gov.in',
    odrUrl: 'https://smartodr.in',
  },
} as const;

/** One line of registration or grievance detail, ready to show: a label, a value and, for links, an address. */
export interface RegistrationLine {
  label: string;
  value: string;
  href?: string;
}

/** The details a page needs to show registrations: the shape of `practice`, so tests can pass their own. */
export interface RegistrationSource {
  registration: {
    icaiMembershipNumber: string;
    icaiFirmRegistrationNumber: string;
    sebiInvestmentAdviser: { number: string; validity: string };
  };
  grievance: {
    officer: { name: string; email: string; phone: string };
    scoresUrl: string;
    odrUrl: string;
  };
}

/** Whether the practice is a SEBI-registered investment adviser (a number is filled in). */
export const isSebiRegisteredAdviser = (source: RegistrationSource = practice) =>
  source.registration.sebiInvestmentAdviser.number.trim() !== '';

/**
 * The registration and grievance lines that are filled, in reading order; empty fields give no line. The grievance
 * route (officer, SCORES, ODR) belongs to SEBI registration, so it shows only beside a SEBI number.
 */
export function registrationLines(source: RegistrationSource = practice): RegistrationLine[] {
  const { registration: r, grievance: g } = source;
  const lines: RegistrationLine[] = [];
  const add = (label: string, value: string, href?: string) => {
    if (value.trim())
      lines.push(href ? { label, value: value.trim(), href } : { label, value: value.trim() });
  };
  add('ICAI membership no.', r.icaiMembershipNumber);
  add('ICAI firm registration no.', r.icaiFirmRegistrationNumber);
  if (!isSebiRegisteredAdviser(source)) return lines;
  add('SEBI investment adviser registration no.', r.sebiInvestmentAdviser.number);
  add('Registration validity', r.sebiInvestmentAdviser.validity);
  add('Grievance officer', g.officer.name);
  add(
    'Grievance email',
    g.officer.email,
    g.officer.email.trim() ? `mailto:${g.officer.email.trim()}` : undefined,
  );
  add(
    'Grievance phone',
    g.officer.phone,
    g.officer.phone.trim() ? `tel:${g.officer.phone.replace(/[^\d+]/g, '')}` : undefined,
  );
  add('SEBI SCORES', g.scoresUrl.replace(/^https?:\/\//, ''), g.scoresUrl);
  add('Online dispute resolution (SMART ODR)', g.odrUrl.replace(/^https?:\/\//, ''), g.odrUrl);
  return lines;
}

/** The 'Send Email' / email links: a mailto: with a helpful subject line, so the visitor's mail app opens ready. */
export const practiceMailto = (subject = 'Enquiry from the 36x website') =>
  `mailto:${practice.email}?subject=${encodeURIComponent(subject)}`;
