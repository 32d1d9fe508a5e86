import { MARKETING_FIGURES } from '@36x/common';

/**
 * Compliance switches (SITE-TRUST), in this one place. The README's "Compliance switches" section says what each
 * rule is and where it comes from. The defaults keep a chartered accountant's practice within ICAI's rules out of
 * the box; the specification's content (sample testimonials, the four success figures) stays in the code base and
 * comes back when the owner, having checked the rules that apply to the practice, sets a switch to true.
 */
export interface SiteSettings {
  /**
   * Client testimonials on Home ('Want to Talk?') and About. Off: Clauses (6) and (7) of Part I of the First
   * Schedule to the Chartered Accountants Act, 1949 bar solicitation and advertising, and the Council's website
   * guidelines allow only a factual write-up; SEBI's advertisement code for investment advisers (circular of
   * 5 April 2023) bars misleading testimonials and references to past performance.
   */
  showTestimonials: boolean;
  /** The success numbers on Why Choose (happy clients, retention, years). Off: boasts of results (as above). */
  showSuccessFigures: boolean;
  /**
   * The "₹50Cr+ Assets Managed" figure, shown only when success figures are on as well. Off: managing clients'
   * assets is portfolio management, which needs SEBI registration as a portfolio manager.
   */
  showAssetsManaged: boolean;
}

export const siteSettings: SiteSettings = {
  showTestimonials: false,
  showSuccessFigures: false,
  showAssetsManaged: false,
};

export type SuccessFigure = (typeof MARKETING_FIGURES)[number];

/** The success figures a page may show under the given settings: none, or all but "assets managed" unless allowed. */
export function visibleSuccessFigures(settings: SiteSettings = siteSettings): readonly SuccessFigure[] {
  if (!settings.showSuccessFigures) return [];
  return MARKETING_FIGURES.filter((f) => settings.showAssetsManaged || f.id !== 'assets-managed');
}
