/**
 * Professional guardrails, switchable in this one place.
 *
 * The ICAI Code of Ethics (Clause 6, Part I of the First Schedule to the Chartered Accountants Act, 1949, and
 * the Council's guidelines on websites) restricts a chartered accountant's solicitation and advertising:
 * client testimonials and boasts of results may not be allowed on the practice's own website. SEBI's
 * Investment Advisers Regulations, 2013 similarly bar testimonials and performance claims in adviser
 * communications. The owner decides what the practice may show; set a flag to false and every screen that
 * shows testimonials or marketing figures hides them (and any heading that belongs to them).
 */
export const siteSettings = {
  /** Client testimonials on Home, About and anywhere else. */
  showTestimonials: true,
  /** The success numbers (happy clients, assets managed, retention, years): Why Choose and anywhere else. */
  showMarketingFigures: true,
} as const;
