import type { AdditionalService } from './types';

const teal = 'linear-gradient(135deg, #0B3D3F 0%, #1F6466 100%)';
const navy = 'linear-gradient(135deg, #1B2F4B 0%, #2E537A 100%)';
const bronze = 'linear-gradient(135deg, #4A2F12 0%, #85591A 100%)';

const SEBI_MARKET_RISK =
  'Investments in the securities market are subject to market risks. Read all related documents carefully before investing.';

/**
 * The eight additional services (SITE-SERVICES-1), by the spec's ids, each with exactly five subTypes.
 * Where a service is regulated by someone other than the practice (broking by SEBI through registered brokers,
 * insurance by IRDAI through licensed insurers, mutual funds by SEBI/AMFI), the card says how we are involved.
 */
export const additionalServices: readonly AdditionalService[] = [
  {
    id: 'loan-services',
    title: 'Loan Services',
    description:
      'The right loan at the right cost: we compare lenders, prepare your file and check the fine print before you sign.',
    image: '/illustrations/spot-home.svg',
    icon: 'loan',
    gradient: teal,
    subTypes: [
      'Home Loans',
      'Loan Against Property',
      'Business & MSME Loans',
      'Education Loans',
      'Balance Transfer & Top-up',
    ],
  },
  {
    id: 'insurance-services',
    title: 'Insurance Services',
    description:
      'Cover sized to your real needs, with riders and exclusions explained before you buy, and help when a claim is made.',
    image: '/illustrations/spot-shield.svg',
    icon: 'insurance',
    gradient: navy,
    subTypes: [
      'Term Life Insurance',
      'Health Insurance',
      'Critical Illness & Riders',
      'Motor Insurance',
      'Business & Fire Insurance',
    ],
    note: 'Policies are issued by IRDAI-licensed insurers. Insurance is a subject matter of solicitation.',
  },
  {
    id: 'stock-broking',
    title: 'Stock Broking',
    description:
      'Demat and trading accounts through SEBI-registered brokers, with the discipline to use them well.',
    image: '/illustrations/spot-growth.svg',
    icon: 'broking',
    gradient: bronze,
    subTypes: [
      'Demat & Trading Accounts',
      'Equity Delivery Investing',
      'Intraday & F&O Risk Discipline',
      'Currency & Commodity Derivatives',
      'IPO Applications via UPI',
    ],
    note: SEBI_MARKET_RISK,
  },
  {
    id: 'deposits',
    title: 'Deposits',
    description:
      'Safe, predictable income for capital you cannot afford to risk, laddered so some of it is always maturing.',
    image: '/illustrations/spot-shield.svg',
    icon: 'deposit',
    gradient: teal,
    subTypes: [
      'Bank Fixed Deposits',
      'Rated Corporate Fixed Deposits',
      'Senior Citizens Savings Scheme (SCSS)',
      'Post Office Savings Schemes',
      'RBI Floating Rate Savings Bonds',
    ],
  },
  {
    id: 'unlisted-shares',
    title: 'Unlisted Shares',
    description:
      'Pre-IPO and unlisted company shares, with honest notes on valuation, liquidity and lock-in before you commit.',
    image: '/illustrations/spot-growth.svg',
    icon: 'unlisted',
    gradient: navy,
    subTypes: [
      'Pre-IPO Opportunities',
      'ESOP Liquidity for Employees',
      'Valuation & Price Discovery',
      'Off-market Transfer to Demat',
      'Taxation of Unlisted Shares',
    ],
    note: 'Unlisted shares are illiquid and carry a lock-in after listing. ' + SEBI_MARKET_RISK,
  },
  {
    id: 'mutual-funds',
    title: 'Mutual Funds',
    description:
      'Funds chosen for a purpose, not a star rating: fewer, better funds that do not overlap, reviewed on a schedule.',
    image: '/illustrations/spot-growth.svg',
    icon: 'mutual-fund',
    gradient: bronze,
    subTypes: ['Equity Funds', 'Debt Funds', 'Hybrid Funds', 'Index Funds & ETFs', 'SIP, STP & SWP Plans'],
    note: 'Mutual fund investments are subject to market risks, read all scheme related documents carefully.',
  },
  {
    id: 'algo-trading',
    title: 'Algo Trading',
    description:
      'Rule-based trading built on backtests and hard risk limits, within SEBI’s framework for retail algorithmic trading.',
    image: '/illustrations/spot-growth.svg',
    icon: 'algo',
    gradient: teal,
    subTypes: [
      'Strategy Design & Backtesting',
      'Risk Controls & Position Sizing',
      'Broker API Setup',
      'SEBI Retail Algo Compliance',
      'Performance Review & Journaling',
    ],
    note: 'Most retail F&O traders lose money (SEBI study, 2024). Trade only with capital you can afford to lose.',
  },
  {
    id: 'business-consultancy',
    title: 'Business Consultancy',
    description:
      'Practical help for owners: plans lenders and investors can read, leaner costs and controls that scale with you.',
    image: '/illustrations/spot-briefcase.svg',
    icon: 'consultancy',
    gradient: navy,
    subTypes: [
      'Business Plans & Projections',
      'Fund-raising Readiness',
      'Cost Reduction Reviews',
      'Processes & Internal Controls',
      'Growth & Expansion Strategy',
    ],
  },
];
