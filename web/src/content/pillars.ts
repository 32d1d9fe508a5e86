import type { CoreServiceId } from './types';

export interface Pillar {
  id: CoreServiceId;
  /** Short label on the card, e.g. 'CA'. */
  acronym: string;
  title: string;
  /** The professional body behind the credential. */
  memberOf: string;
  description: string;
  /** Three short points that show what the credential brings. */
  highlights: readonly [string, string, string];
}

/** 'Built on Three Pillars of Excellence' on the home page: one card per credential, each to /services. */
export const pillars: readonly [Pillar, Pillar, Pillar] = [
  {
    id: 'ca',
    acronym: 'CA',
    title: 'Chartered Accountant',
    memberOf: 'Member, ICAI',
    description:
      'Tax, audit and compliance handled with the rigour ICAI demands, so your returns, books and filings stand up to any scrutiny.',
    highlights: [
      'ITR, GST and TDS filings',
      'Audits under the Companies Act, 2013',
      'Notices and assessments',
    ],
  },
  {
    id: 'cfa',
    acronym: 'CFA',
    title: 'Chartered Financial Analyst',
    memberOf: 'Charterholder, CFA Institute',
    description:
      'Investment thinking held to the CFA Institute’s ethics and standards: goal-based portfolios, honest research and real risk control.',
    highlights: ['Goal-based financial plans', 'Portfolio and fund reviews', 'Retirement and bond income'],
  },
  {
    id: 'cs',
    acronym: 'CS',
    title: 'Company Secretary',
    memberOf: 'Member, ICSI',
    description:
      'Corporate law and governance to ICSI’s Secretarial Standards: incorporations, ROC filings, trademarks and the documents that protect you.',
    highlights: ['Company and LLP incorporation', 'Annual ROC filings', 'Trademarks and agreements'],
  },
];
