/**
 * Demo content for the local mode (ROLE-SESSION-4: local mode seeds demo content and staff accounts; production
 * never does). Written for an Indian CA / CFA / CS practice. Tax figures follow the rules for tax year 2026-27
 * (1 April 2026 to 31 March 2027) under the Income-tax Act, 2025, which replaced the 1961 Act from 1 April 2026; the
 * Union Budget 2026-27 (1 February 2026) kept the personal slabs, the rebate and the standard deductions of
 * 2025-26. Section numbers changed with the new Act, so the posts name a provision by what it does and by its
 * familiar 1961 number ("what was section 80C"), never by a new number we have not checked. Every post opens with
 * the date its law is stated as of ({@link AS_OF}), and says "check the current rules" where it matters. Worked
 * figures are checked in demo-content.test.ts (the tax example against the slabs, the SIP figures against the site's
 * own calculator in @36x/common/finance).
 *
 * Blog images are self-hosted paths the SPA ships under web/public/images/blog/<slug>.jpg (raster, so link previews accept it as og:image; the .svg beside it is the editable source).
 */
import type { BlogCategory, BlogStatus } from '@36x/common';

/** The date the demo posts' law and figures are stated as of; each post's first line says so. */
export const AS_OF = 'November 2026';
const asOf = (scope: string) => `As of ${AS_OF}: ${scope}.\n\n`;
const TAX_YEAR = 'tax year 2026-27 (1 April 2026 to 31 March 2027), Income-tax Act, 2025';

export interface DemoBlog {
  slug: string;
  /** ADMIN-PUBLISH-7: the first is the primary. */
  tags?: string[];
  title: string;
  category: BlogCategory;
  status: BlogStatus;
  excerpt: string;
  content: string;
  daysAgo: number;
}

export const DEMO_BLOGS: DemoBlog[] = [
  {
    slug: 'old-vs-new-tax-regime',
    tags: ['income-tax', 'tax-regime'],
    title: 'Old vs New Tax Regime for Tax Year 2026-27: Which One Should You Pick?',
    category: 'Tax Planning',
    status: 'published',
    daysAgo: 3,
    excerpt:
      'The new regime is now the default, but it is not always the cheaper one. A simple way to compare both before your employer asks for your declaration.',
    content: `${asOf(TAX_YEAR)}Every April, salaried clients ask us the same question: old regime or new? The new regime is the default; opt out if the old one suits you better.

This is the first tax year under the Income-tax Act, 2025; the Union Budget 2026-27 left the rates unchanged.

For tax year 2026-27 the new regime's slabs are: nil up to ₹4 lakh, 5% from ₹4 lakh to ₹8 lakh, 10% from ₹8 lakh to ₹12 lakh, 15% from ₹12 lakh to ₹16 lakh, 20% from ₹16 lakh to ₹20 lakh, 25% from ₹20 lakh to ₹24 lakh, and 30% above ₹24 lakh. The rebate (section 87A under the 1961 Act) of up to ₹60,000 means no tax on taxable income up to ₹12 lakh: ₹12.75 lakh of salary with the ₹75,000 standard deduction. Just above that, marginal relief applies. In return, most deductions go away: no 80C, no 80D, no HRA exemption (1961 numbers; the new Act renumbers them).

Example: a ₹16 lakh salary leaves ₹15.25 lakh taxable and tax of ₹1,08,750, or ₹1,13,100 with the 4% cess.

The old regime's rebate is still ₹12,500, so only income up to ₹5 lakh is tax-free, but it rewards people with real deductions: a home loan, metro rent, full 80C investments, parents' health cover.

A quick way to decide:
1. Add up the deductions you will genuinely claim this year.
2. Compute tax under both regimes on the same gross income.
3. Pick the lower one, and revisit it every year.

Salaried employees can switch every year; business owners rarely can.

If the numbers are close, we lean towards the new regime: fewer documents, fewer products bought only to save tax.`,
  },
  {
    slug: 'section-80c-beyond-elss',
    tags: ['income-tax', 'section-80c'],
    title: 'Section 80C Beyond ELSS: Building a Tax-Saving Mix That Fits Your Goals',
    category: 'Tax Planning',
    status: 'published',
    daysAgo: 9,
    excerpt:
      'The ₹1.5 lakh limit fills up faster than most people think. Start with what you already pay, then choose products for the goal, not just the deduction.',
    content: `${asOf(TAX_YEAR)}The deduction everyone knows as section 80C (its number under the 1961 Act; the Income-tax Act, 2025 renumbers it) allows up to ₹1.5 lakh a year under the old regime, in tax year 2026-27 as before. Most people rush to buy something in March, but a good part of the limit is often already used.

Check these first:
- Your EPF contribution, deducted from salary every month.
- Tuition fees for up to two children.
- The principal part of your home-loan EMI.
- Life insurance premiums you already pay.

Only the gap needs new money. Then match the product to the goal:
- ELSS funds have the shortest lock-in (three years) and suit long-term wealth building.
- PPF gives a government-backed, tax-free return over fifteen years: good for the safe part of a retirement plan.
- Sukanya Samriddhi Yojana suits parents of a daughter under ten.
- Five-year tax-saver deposits suit people who cannot accept any market risk.

What we ask clients to avoid: traditional endowment policies bought only for 80C. They lock money away for decades at low returns, and the cover is usually too small to protect the family.`,
  },
  {
    slug: 'gst-compliance-calendar',
    tags: ['gst', 'deadlines'],
    title: 'A GST Compliance Calendar for Small Businesses',
    category: 'Compliance',
    status: 'published',
    daysAgo: 16,
    excerpt:
      'Late fees and interest add up quietly. Put these GST dates on your calendar and keep your input tax credit safe.',
    content: `${asOf('GST return dates under the CGST Act, 2017 and its rules; the Income-tax Act, 2025 does not change them')}Most GST notices we see at small businesses are not about tax evasion. They are about missed dates and mismatched returns.

For monthly filers, the core rhythm is simple:
- GSTR-1 (outward supplies) by the 11th of the following month.
- GSTR-3B (summary return and payment) by the 20th of the following month.

Businesses under the QRMP scheme file quarterly but pay monthly, so a monthly challan is still due. The annual return, GSTR-9, is due by 31 December after the financial year, with GSTR-9C for larger turnovers.

Three habits that prevent most problems:
1. Reconcile your purchase register with GSTR-2B every month before filing 3B. Credit that your supplier has not reported will be questioned.
2. Issue e-invoices where your turnover requires them; an invoice without an IRN is not a valid invoice for your buyer.
3. Keep one person responsible for the calendar, even if a consultant files the returns.

Dates and thresholds change through notifications, so check the current ones each quarter or ask us to track them for you.`,
  },
  {
    slug: 'sip-step-up-habit',
    tags: ['mutual-funds', 'sip'],
    title: 'Step-Up SIPs: Why Raising Your SIP Every Year Beats Timing the Market',
    category: 'Investment Tips',
    status: 'published',
    daysAgo: 24,
    excerpt:
      'A 10% yearly increase in your SIP can matter more than picking the best fund. Here is why, with a simple example.',
    content: `${asOf('returns are assumptions for illustration, not a forecast')}Clients often ask when to start investing: after the next correction, after the budget, after the election. The honest answer is that the size of your contributions, and how they grow with your income, usually matters far more than the month you start.

Take a monthly SIP of ₹10,000 at an assumed 10% annual return for 15 years. Kept flat, it grows to roughly ₹40 lakh. Raise it by 10% every year, in step with your salary, and the same plan grows to about ₹72 lakh, nearly double.

The step-up does the heavy lifting because later contributions are larger, and you never feel the pinch: each raise comes out of a raise.

How to set it up:
- Most fund houses allow an automatic top-up on an existing SIP.
- Align the increase with your appraisal month.
- Review the asset mix once a year; do not stop SIPs when markets fall, because that is when each rupee buys more units.

Try the step-up SIP calculator on our tools page with your own numbers.`,
  },
  {
    slug: 'rider-nearly-cost-6-lakh',
    tags: ['insurance'],
    title: 'How a Missed Rider Nearly Cost a Client ₹6L',
    category: 'Financial Planning',
    status: 'published',
    daysAgo: 33,
    excerpt:
      'A hospital stay, a policy bought in a hurry, and a claim that almost failed. What we learned about reading the rider pages.',
    content: `${asOf('policy terms differ by insurer; read your own policy wording')}A client in his forties was admitted for a cardiac procedure last year. He had a term plan and a health cover from his employer, and assumed he was fully protected.

The employer cover had a room-rent limit, which cut down every other charge in proportion. His personal policy had a critical illness rider he had never added. The gap came close to ₹6 lakh.

What saved him was a small family floater he had bought years earlier on our advice, as a top-up above the employer cover. It paid most of the difference.

Three lessons we now repeat to every family:
1. Employer cover ends when the job ends, often exactly when you are between jobs. Keep your own policy.
2. Read the room-rent and co-payment clauses; they decide how much of a large bill is actually paid.
3. Riders are cheap when you are young and healthy, and impossible to add after a diagnosis.

Use our insurance rider explainer before renewing, and bring your policy documents to a free session if anything is unclear.`,
  },
  {
    slug: 'retirement-corpus-inflation',
    tags: ['retirement', 'inflation'],
    title: 'Retiring at 55: Building a Corpus That Outlasts Inflation',
    category: 'Retirement Planning',
    status: 'published',
    daysAgo: 45,
    excerpt:
      "Today's ₹50,000 a month becomes much more by the time you retire. How to size a corpus that lasts thirty years.",
    content: `${asOf('inflation and returns are assumptions for illustration, not a forecast')}Early retirement is a popular goal, but the numbers are unforgiving. At 6% inflation, monthly expenses of ₹50,000 today become roughly ₹1.6 lakh in twenty years.

A retirement that begins at 55 may last thirty years or more, so the corpus has to keep growing after you stop working. A useful planning approach:
- Estimate expenses at retirement, adjusted for inflation.
- Assume a real (after-inflation) return on the corpus during retirement, usually modest.
- Work out the corpus that funds those expenses for your whole life expectancy, then the monthly SIP that reaches it.

Keep a few years of expenses in safer instruments such as bonds, deposits and the Senior Citizens' Savings Scheme, and leave the rest invested for growth. This bucket approach means a bad market year does not force you to sell.

Run the retirement calculator with your own figures; if the required SIP looks impossible, retiring a few years later or spending a little less often closes the gap.`,
  },
  {
    slug: 'pvt-ltd-llp-or-opc',
    tags: ['business-structure'],
    title: 'Private Limited, LLP or OPC? Choosing a Structure for Your Startup',
    category: 'Entrepreneurship',
    status: 'published',
    daysAgo: 58,
    excerpt:
      'The right structure depends on who you want to raise money from, how many founders you have, and how much compliance you can handle.',
    content: `${asOf('Companies Act, 2013 and Limited Liability Partnership Act, 2008')}Choosing a business structure is one of the first decisions founders make, and one of the hardest to undo.

A private limited company suits founders who plan to raise equity from angels or venture funds. It needs at least two directors and two shareholders, and carries the most compliance: board meetings, statutory audit and annual filings with the Registrar.

A limited liability partnership (LLP) suits professional firms and bootstrapped businesses. Partners have limited liability, compliance is lighter, and there is no dividend distribution to plan around. Investors, however, rarely fund LLPs.

A one person company (OPC) lets a single founder have limited liability. It can be converted to a private limited company later, when you bring in partners or investors.

Our rule of thumb: if outside equity is likely within two years, start as a private limited company. Otherwise an LLP keeps your first years simpler. Our company formation planner lays out the steps, documents and likely costs for each structure.`,
  },
  {
    slug: 'writing-a-will-checklist',
    tags: ['estate-planning'],
    title: 'Writing a Will in India: A Simple Checklist for Families',
    category: 'Estate Planning',
    status: 'draft',
    daysAgo: 1,
    excerpt:
      'Nominations are not a will. A short checklist to make sure your family can access what you leave behind without years of paperwork.',
    content: `${asOf('Indian Succession Act, 1925')}Many families believe that nominations on bank accounts, demat accounts and insurance policies are enough. They are not: a nominee is often only a trustee who receives the asset on behalf of the legal heirs.

A simple will avoids most disputes. Our checklist:
1. List every asset: property, bank and demat accounts, mutual funds, insurance, PPF, business interests and digital assets.
2. Decide who receives what, and name an alternate for each.
3. Appoint an executor you trust, and tell them where the will is kept.
4. Sign in the presence of two witnesses who are not beneficiaries.
5. Registration is optional but adds weight; keep a copy with your family.
6. Review the will after marriage, the birth of a child or the purchase of property.

[Draft: add a section on wills for NRIs and on succession for business owners before publishing.]`,
  },
];

export interface DemoVideo {
  title: string;
  description: string;
  youtubeUrl: string;
  duration: string;
  views: string;
  daysAgo: number;
}

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    title: 'New Tax Regime Explained in 10 Minutes',
    description:
      'Tax year 2026-27 under the Income-tax Act, 2025 (slabs unchanged by the Union Budget 2026-27): the ₹75,000 standard deduction and the ₹60,000 rebate, with a worked example for a salaried employee earning ₹12.75 lakh.',
    youtubeUrl: 'https://www.youtube.com/watch?v=Xq7tB2mKp4Q',
    duration: '10:42',
    views: '18450',
    daysAgo: 5,
  },
  {
    title: 'How Much Term Insurance Do You Need?',
    description:
      "The income-multiple and the needs-based methods side by side, including children's education and loans.",
    youtubeUrl: 'https://youtu.be/Lm3RtY8vNc2',
    duration: '14:05',
    views: '9320',
    daysAgo: 12,
  },
  {
    title: 'Step-Up SIP: The Habit That Nearly Doubles Your Corpus',
    description:
      'Why increasing your SIP every year matters more than timing the market, shown with real numbers.',
    youtubeUrl: 'https://www.youtube.com/watch?v=Pz5WkD9sHa1',
    duration: '8:17',
    views: '25610',
    daysAgo: 20,
  },
  {
    title: 'GST Returns for Small Businesses: GSTR-1 and GSTR-3B',
    description:
      'What goes into each return, the due dates, and how to reconcile input tax credit with GSTR-2B.',
    youtubeUrl: 'https://www.youtube.com/watch?v=Gs7Ur4TnQe8',
    duration: '16:30',
    views: '6740',
    daysAgo: 31,
  },
  {
    title: 'Bonds for Regular Income After Retirement',
    description:
      'Coupon, yield to maturity and current yield explained for retirees who want predictable monthly income.',
    youtubeUrl: 'https://youtu.be/Bd2Yq8LmVr5',
    duration: '11:54',
    views: '4215',
    daysAgo: 42,
  },
  {
    title: 'Trading Discipline: Position Sizing Before Strategy',
    description:
      'How much to risk per trade, why stop-losses are decided before entry, and keeping a trading journal.',
    youtubeUrl: 'https://www.youtube.com/watch?v=Td4Ps9QzXw6',
    duration: '1:02:15',
    views: '31980',
    daysAgo: 55,
  },
];

export interface DemoEnquiryForm {
  title: string;
  description: string;
  icon: string;
  googleFormUrl: string;
  features: string[];
  isActive: boolean;
  daysAgo: number;
}

export const DEMO_ENQUIRY_FORMS: DemoEnquiryForm[] = [
  {
    title: 'Income Tax Filing & Planning',
    description:
      'Tell us about your income sources and we will suggest the right regime, deductions and ITR form for this year.',
    icon: '🧾',
    googleFormUrl: 'https://docs.google.com/forms/d/e/1FAIpQLSd-36x-tax-planning-enquiry/viewform',
    features: ['Old vs new regime comparison', 'Capital gains computation', 'Notice and refund follow-up'],
    isActive: true,
    daysAgo: 4,
  },
  {
    title: 'Insurance Review',
    description:
      "Share your current term and health policies; we check the cover, riders and exclusions against your family's needs.",
    icon: '🛡️',
    googleFormUrl: 'https://docs.google.com/forms/d/e/1FAIpQLSd-36x-insurance-review/viewform',
    features: ['Term cover sufficiency', 'Health cover gaps', 'Rider recommendations'],
    isActive: true,
    daysAgo: 18,
  },
  {
    title: 'Company Registration & Compliance',
    description:
      'Starting up or restructuring? Describe your business and we will recommend a structure and a compliance calendar.',
    icon: '💼',
    googleFormUrl: 'https://docs.google.com/forms/d/e/1FAIpQLSd-36x-company-formation/viewform',
    features: ['Private limited, LLP or OPC', 'GST and trademark registration', 'Annual ROC filings'],
    isActive: true,
    daysAgo: 27,
  },
  {
    title: 'Unlisted Shares Interest',
    description:
      'Register your interest in pre-IPO and unlisted shares; we will contact you when suitable opportunities open.',
    icon: '📈',
    googleFormUrl: 'https://docs.google.com/forms/d/e/1FAIpQLSd-36x-unlisted-shares/viewform',
    features: ['Current availability', 'Valuation notes', 'Holding period and tax'],
    isActive: false,
    daysAgo: 40,
  },
];

export const DEMO_CONTACTS = [
  {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya.sharma@example.com',
    phone: '+91 98100 00000',
    subject: 'tax-planning',
    message:
      'I recently switched jobs mid-year. Could you help me work out which tax regime to choose and what to tell my new employer?',
    daysAgo: 2,
  },
  {
    firstName: 'Rakesh',
    lastName: 'Verma',
    email: 'rakesh.verma@example.com',
    phone: '',
    subject: 'consultation',
    message:
      'I retire next year and would like to discuss bonds and SCSS for a monthly income. Is a video call possible on Saturday?',
    daysAgo: 6,
  },
  {
    firstName: 'Ananya',
    lastName: 'Iyer',
    email: 'ananya.iyer@example.com',
    phone: '+91 99000 00000',
    subject: 'business-advice',
    message:
      'We are two co-founders planning to raise an angel round next year. Should we register as a private limited company or an LLP?',
    daysAgo: 10,
  },
] as const;

/** The demo staff accounts of the local mode (also printed by `npm start` and written in the README). */
export const DEMO_STAFF = [
  { username: 'admin', password: '36x-demo-admin', role: 'admin', email: 'admin@36x.example' },
  { username: 'editor', password: '36x-demo-editor', role: 'user', email: 'editor@36x.example' },
  { username: 'viewer', password: '36x-demo-viewer', role: 'viewer', email: 'viewer@36x.example' },
] as const;
