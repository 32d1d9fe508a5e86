import { isSebiRegisteredAdviser, type RegistrationSource } from './practice';

/**
 * How the practice is paid, in one sentence used wherever fees are mentioned (Why Choose, About, Services), so the
 * claim matches the services offered (SITE-TRUST): the practice gives advice for a fee and also arranges loans,
 * insurance, broking accounts and mutual funds, which providers pay commission on. So the site does not say "no
 * commissions"; it says which work is paid how, and that any commission is disclosed before the client decides.
 */
export const feeDisclosure =
  'Advice is paid for by a fee agreed in writing before work starts. When you ask us to arrange a product (a loan, an insurance policy, a broking account or mutual fund units), the provider may pay us a commission: we tell you in writing whether it does, and how much, before you decide, and you are free to buy elsewhere.';

/**
 * The Services page's statement on investment advice and distribution, true to the practice's registration:
 * - registered with SEBI as an investment adviser: Regulation 22 of the SEBI (Investment Advisers) Regulations,
 *   2013 (as amended in 2020) keeps advisory and distribution clients apart, so the statement says each client
 *   chooses one of the two;
 * - not registered (the default until a number is filled in content/practice.ts): the site must not claim to give
 *   investment advice under those Regulations, so it says that investment work is explanation and arranging.
 */
export function investmentServicesStatement(source?: RegistrationSource): string {
  if (isSebiRegisteredAdviser(source)) {
    return 'Investment advice is given as a SEBI-registered investment adviser, for a fee only, under the SEBI (Investment Advisers) Regulations, 2013. Advice and distribution are kept apart: a client who takes our investment advice is not sold commission-paying products by us, and a client who uses our distribution services pays us no advisory fee. Broking, insurance and lending products are provided by SEBI-registered intermediaries, IRDAI-licensed insurers and RBI-regulated lenders.';
  }
  return 'We are a chartered accountant’s practice, not a SEBI-registered investment adviser: on investments we explain, educate and help you act on your own decisions, and we arrange products through SEBI-registered intermediaries, IRDAI-licensed insurers, AMFI-registered mutual fund distributors and RBI-regulated lenders, with any commission disclosed in writing first.';
}
