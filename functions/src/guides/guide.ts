import type { GuideFonts } from './layout';
import type { GuideTaxContext } from './tax-context';

/** What a guide is rendered with: the embedded fonts and the tax rules in force, in the guides' shape. */
export interface GuideInput {
  fonts: GuideFonts;
  tax: GuideTaxContext;
}
