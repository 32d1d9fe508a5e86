import { practice } from './practice';

/** The founder section of the About page. Name and role come from the practice details (one place). */
export const founder = {
  name: practice.practitioner.name,
  role: 'Founder & Principal Advisor',
  credentials: [
    { short: 'CA', long: 'Chartered Accountant, member of ICAI' },
    { short: 'CFA', long: 'CFA Charterholder, CFA Institute' },
    { short: 'CS', long: 'Company Secretary, member of ICSI' },
  ],
  bio: [
    'I started 36x after years of watching capable, careful people make expensive financial mistakes, not for lack of intelligence but because the advice they received was noisy, sales-driven or simply never explained.',
    'Holding three credentials lets me look at a client’s tax, investments and company compliance together. A decision on one side almost always has a consequence on another, and that is where most of the value lies.',
    'The practice is deliberately calm: no cold calls, no pressure, and free tools anyone can use without giving us a phone number. When you are ready to talk, we are here.',
  ],
  illustration: '/illustrations/founder.svg',
} as const;
