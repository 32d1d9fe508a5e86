/**
 * Source links the rules cite. Official pages first; where only a secondary source was found, its own address.
 * (The official texts could not be fetched from the machine this was written on; each 'reported' value says so.)
 */
export const SOURCES = {
  /** Income Tax Department: Acts, rules, notifications. */
  incomeTaxDepartment: 'https://www.incometaxindia.gov.in/',
  /** Union Budget 2025-26: the Budget Speech (Part B, personal income tax, and its Annexure table). */
  budgetSpeech2025: 'https://www.indiabudget.gov.in/budget2025-26/doc/budget_speech.pdf',
  /** Finance Bill 2025 and its Memorandum (rates, rebate, surcharge). */
  financeBill2025: 'https://www.indiabudget.gov.in/budget2025-26/doc/Finance_Bill.pdf',
  /** The Budget Speech's "no tax up to ₹12 lakh, ₹12.75 lakh for salaried taxpayers", as reported on 1 Feb 2025. */
  budget2025Report:
    'https://upstox.com/news/personal-finance/tax/new-tax-regime-calculation-how-much-you-can-save-on-income-of-16-lakh-20-lakh-24-lakh-50-lakh-after-slab-change/article-143640',
  /** Report that Budget 2026 kept both regimes' slabs and rates for tax year 2026-27. */
  budget2026SlabsReport:
    'https://www.outlookmoney.com/amp/story/tax/check-income-tax-slabs-and-rates-under-the-new-tax-law-coming-into-effect-from-april-1',
  /** Section mapping from the Income-tax Act, 1961 to the Income-tax Act, 2025 (secondary). */
  sectionMapping2025: 'https://eztax.in/income-tax-act-2025/compare-old-new-section-codes',
  /** CII 2024-25 = 363, CBDT Notification 44/2024 (report of the notification). */
  cii2024:
    'https://www.casansaar.com/news-CBDT/CBDT-notifies-Cost-Inflation-Index-CII-for-FY-2024-25-AY-2025-26/13423.html',
  /** CII 2025-26 = 376 (report of the notification). */
  cii2025:
    'https://www.business-standard.com/amp/markets/capital-market-news/cost-inflation-index-notified-at-376-for-fy26-compared-to-363-in-previous-year-125070201000_1.html',
  /** Finance (No. 2) Act, 2024, s. 112A as amended (12.5%, ₹1.25 lakh, from 23 July 2024). */
  financeNo2Act2024: 'https://cabkgoyal.com/section-31-finance-acts',
  /** Ministry of Finance (DEA): quarterly notification of small savings rates (PPF among them). */
  smallSavingsRates: 'https://dea.gov.in/recent-update',
  /** National Savings Institute: current and past rates of the small savings schemes, PPF included. */
  nsiRates: 'https://www.nsiindia.gov.in/InternalPage.aspx?Id_Pk=89',
  /** India Post: PPF scheme rules (deposits of Rs 500 to Rs 1.5 lakh a year, 15 years, yearly compounding). */
  indiaPostPpf: 'https://www.indiapost.gov.in/Financial/Pages/Content/Post-Office-Saving-Schemes.aspx',
  /** Finance Bill 2025's memorandum on s. 194A thresholds (report of the text): Rs 50,000, senior citizens Rs 1 lakh. */
  tds194a2025:
    'https://taxguru.in/income-tax/budget-2025-section-194a-tds-thresholds-revised-effective-april-2025.html',
} as const;
