export interface Principle {
  title: string;
  description: string;
}

/** The About page's mission and vision (the spec's "variant home"). */
export const mission =
  'To give every Indian household and business honest, qualified financial guidance on tax, insurance, investments and compliance, explained clearly enough that they can make their own decisions with confidence.';

export const vision =
  'A country where good financial advice is judged by the clarity it brings, not the products it sells, and where a first-time taxpayer gets the same care as a large family office.';

/** Four guiding principles. */
export const guidingPrinciples: readonly [Principle, Principle, Principle, Principle] = [
  {
    title: 'Integrity first',
    description:
      'We follow the codes of ethics of ICAI, ICSI and the CFA Institute. If a product or plan is not in your interest, we say so, even when it costs us the work.',
  },
  {
    title: 'Transparent fees',
    description:
      'You know what you pay and what for, agreed in writing before work starts, and whether a provider pays us anything on a product you choose to buy through us.',
  },
  {
    title: 'Teach, then advise',
    description:
      'Every recommendation comes with the reasoning behind it, so you understand your own finances and can ask better questions.',
  },
  {
    title: 'Confidentiality',
    description:
      'Your documents and data are used only for your work, kept securely, and never shared or sold. Privacy is the default.',
  },
];

export interface ValueCard {
  title: string;
  description: string;
  icon: 'credentials' | 'fees' | 'education' | 'privacy' | 'india' | 'partnership';
}

/** Why Choose: six value cards. */
export const valueCards: readonly ValueCard[] = [
  {
    title: 'Three credentials, one adviser',
    description:
      'CA, CFA and CS under one roof, so your tax, investments and company compliance are planned together instead of by three people who never talk.',
    icon: 'credentials',
  },
  {
    title: 'Fee-transparent advice',
    description:
      'Clear, written fees agreed upfront. Any commission on a product you buy through us is disclosed in writing before you decide, and you are free to buy elsewhere.',
    icon: 'fees',
  },
  {
    title: 'Education first',
    description:
      'Free calculators, guides and articles that explain the why, so you can check our thinking and make your own decisions.',
    icon: 'education',
  },
  {
    title: 'Privacy by default',
    description: 'No cold calls, no spam, no phone number asked for free tools. Your data is yours.',
    icon: 'privacy',
  },
  {
    title: 'Pan-India, digital-first',
    description:
      'Based in Haryana and serving clients across India over video calls, secure document sharing and e-filing.',
    icon: 'india',
  },
  {
    title: 'A long-term partner',
    description:
      'One point of contact who knows your history, reviews your plan every year and is there when a notice or a life event arrives.',
    icon: 'partnership',
  },
];

/** Why Choose: the five-point philosophy. */
export const philosophy: readonly [string, string, string, string, string] = [
  'Understand the person before the portfolio: goals, responsibilities and sleep-at-night comfort come first.',
  'Protect before you grow: emergency fund, term and health cover, then investments.',
  'Keep costs and taxes low: they are the returns you can control.',
  'Prefer simple, liquid, regulated products over complex ones you cannot exit.',
  'Review calmly on a schedule, and ignore the noise in between.',
];
