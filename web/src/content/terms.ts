import { practice } from './practice';

/** The date the terms below were last changed: shown on the page. Change it with the text. */
export const TERMS_UPDATED = { iso: '2026-11-25', label: '25 November 2026' } as const;

export interface TermsSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/**
 * Terms of use of the website (SITE-ABOUT-2), beside the privacy notice. Written for a CA-led practice's public site:
 * education only, no adviser-client relationship until an engagement is signed, estimates from the calculators,
 * content dated and possibly out of date, and the practice's own liability limited to what the law allows.
 */
export const termsSections: readonly TermsSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    paragraphs: [
      `This website is run by ${practice.name} (${practice.legalNote.replace(/^A /, 'a ')}), ${practice.address.line}. By using it you accept these terms. If you do not accept them, please do not use the site.`,
    ],
  },
  {
    id: 'education',
    title: 'Information, not advice',
    paragraphs: [
      'Articles, videos, guides and calculators on this site are for education and general information. They are not an offer, a solicitation, a recommendation to buy or sell any product, or personalised tax, legal or investment advice, and they do not take your circumstances into account.',
      'Tax law, rates and limits change every year. Each article and guide says the tax year and law it was written for, and each guide carries an "as of" date; after that date the rules may have changed. Check the current position, or ask us, before acting.',
      'Investments in the securities market are subject to market risks. Read all related documents carefully before investing. Past performance does not indicate future returns.',
    ],
  },
  {
    id: 'calculators',
    title: 'Calculators',
    paragraphs: [
      'Calculators give estimates from the figures you enter and the assumptions each one states. They round, simplify and leave out cases (surcharge, special rates, individual exemptions) that may matter to you. Use them to understand a question, not as the answer to it.',
      'When you run a calculation, the figures you entered and the result are recorded without your name or contact details, so that we can see which tools are used and improve them.',
    ],
  },
  {
    id: 'engagement',
    title: 'When we act for you',
    paragraphs: [
      'Using the site, sending the contact form or an enquiry, or a free first conversation does not make you our client. We act for you only after we have agreed the scope and fees of the work in writing (an engagement letter), and that agreement, not this page, governs the work.',
      'Where we arrange a product from a lender, insurer, broker or fund house, that provider’s own terms apply to the product, and we tell you in writing before you decide whether the provider pays us a commission.',
    ],
  },
  {
    id: 'use',
    title: 'Using the site',
    paragraphs: [
      'You may read, print and share pages and guides for your own, non-commercial use, with their source. Do not copy the site’s content for republication, misrepresent it, or try to disrupt, overload or gain access to parts of the site that are not public.',
      'Links to other websites (regulators, government portals, YouTube) are given for convenience; we do not control those sites and are not responsible for their content.',
    ],
  },
  {
    id: 'liability',
    title: 'Liability',
    paragraphs: [
      'We take care to keep the content accurate, but we do not promise that it is complete, current or free of errors, or that the site will always be available. To the extent the law allows, we are not liable for any loss arising from reliance on the site’s general content; our liability for work done for a client is set by the engagement letter.',
    ],
  },
  {
    id: 'privacy',
    title: 'Your information',
    paragraphs: [
      'How we collect and use the details you send us (the contact form, enquiries) is described in our privacy notice.',
    ],
  },
  {
    id: 'law',
    title: 'Law and changes',
    paragraphs: [
      'These terms are governed by the laws of India. We may change them; the date at the top says when they last changed, and the version on this page is the one that applies.',
      `Questions about these terms: write to ${practice.email}.`,
    ],
  },
];
