/**
 * Static content entities of SITE-SERVICES-1. `icon` is a key that each screen maps to its own icon component (so
 * content stays plain data and a page loads only the icons it shows); `image` is a self-hosted illustration
 * under web/public; `gradient` is a CSS background for the card's header band.
 */
export type CoreServiceId = 'ca' | 'cfa' | 'cs';

export type ContentIcon =
  // core services
  | 'ca'
  | 'cfa'
  | 'cs'
  // sub-services
  | 'tax'
  | 'audit'
  | 'ledger'
  | 'advisory'
  | 'compliance'
  | 'portfolio'
  | 'research'
  | 'planning'
  | 'risk'
  | 'wealth'
  | 'legal'
  | 'trademark'
  | 'license'
  | 'governance'
  | 'documents'
  // additional services
  | 'loan'
  | 'insurance'
  | 'broking'
  | 'deposit'
  | 'unlisted'
  | 'mutual-fund'
  | 'algo'
  | 'consultancy';

export interface SubService {
  id: string;
  title: string;
  content: string;
  /** Exactly five names. */
  items: readonly [string, string, string, string, string];
  image: string;
  icon: ContentIcon;
  gradient: string;
}

export interface CoreService {
  id: CoreServiceId;
  title: string;
  /** The credential behind it, e.g. 'Chartered Accountant'. */
  credential: string;
  /** The professional body whose rules govern it. */
  body: string;
  description: string;
  image: string;
  icon: ContentIcon;
  gradient: string;
  /** Exactly five. */
  subServices: readonly [SubService, SubService, SubService, SubService, SubService];
}

export type AdditionalServiceId =
  | 'loan-services'
  | 'insurance-services'
  | 'stock-broking'
  | 'deposits'
  | 'unlisted-shares'
  | 'mutual-funds'
  | 'algo-trading'
  | 'business-consultancy';

export interface AdditionalService {
  id: AdditionalServiceId;
  title: string;
  description: string;
  image: string;
  icon: ContentIcon;
  gradient: string;
  /** Exactly five names. */
  subTypes: readonly [string, string, string, string, string];
  /** A regulatory note shown on the card's back, where the service needs one. */
  note?: string;
}

export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  /** Who they are, e.g. 'Salaried professional, Gurugram'. */
  context: string;
  /** What we helped with, e.g. 'ITR filing'. */
  service: string;
}
