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
  email: 'hello@36xadvisory.in',
  website: { display: 'www.36xadvisory.in', href: 'https://www.36xadvisory.in' },
  social: {
    linkedin: 'https://www.linkedin.com/company/36x-advisory',
    instagram: 'https://www.instagram.com/36xadvisory',
    facebook: 'https://www.facebook.com/36xadvisory',
    youtube: 'https://www.youtube.com/@36xadvisory',
  },
  copyrightYear: 2024,
} as const;

/** The 'Send Email' / email links: a mailto: with a helpful subject line, so the visitor's mail app opens ready. */
export const practiceMailto = (subject = 'Enquiry from the 36x website') =>
  `mailto:${practice.email}?subject=${encodeURIComponent(subject)}`;
