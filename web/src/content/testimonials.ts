import type { Testimonial } from './types';

/**
 * Sample testimonials (the spec shows three on the About page and one on Home). Shown only while
 * siteSettings.showTestimonials is true: the practice must confirm that its professional body's advertising
 * rules allow them, and replace these samples with real, consented client words.
 */
export const testimonials: readonly [Testimonial, Testimonial, Testimonial] = [
  {
    id: 'salaried-itr',
    quote:
      'After a job change I had two Form 16s and was about to under-report my income. They reconciled everything with my AIS, picked the right regime and filed before the deadline. No notice, no stress.',
    name: 'Neha S.',
    context: 'Salaried professional, Gurugram',
    service: 'ITR filing',
  },
  {
    id: 'family-insurance',
    quote:
      'We were paying for three endowment policies and still had almost no real cover. They explained it patiently, helped us move to a proper term plan and family floater, and never pushed a product.',
    name: 'Rajesh & Priya K.',
    context: 'Young family, Pune',
    service: 'Insurance review',
  },
  {
    id: 'business-compliance',
    quote:
      'GST returns, TDS and our ROC filings now run on a calendar, and I get a one-page summary every month. For the first time I understand my own numbers.',
    name: 'Amit V.',
    context: 'Founder, manufacturing MSME, Faridabad',
    service: 'GST, TDS and ROC compliance',
  },
];

/** The single testimonial beside 'Want to Talk?' on the home page. */
export const homeTestimonial = testimonials[1];
