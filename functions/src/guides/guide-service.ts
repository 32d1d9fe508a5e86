import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { taxRulesFor, type TaxYearRules } from '@36x/common/finance';
import { taxRulesInForce } from '../tax-rules/tax-rules-service';
import type { Store } from '../store/store';
import type { GuideFonts } from '.';

/**
 * The guides (index.ts) with pdfkit, loaded on the first guide request only: in the deployed function it is its own bundle,
 * lib/guides.js (functions/build.mjs), required by a computed path so esbuild keeps it out of lib/index.js; run from
 * source (tests), the module itself.
 */
type GuideModule = typeof import('.');
const GUIDES_SOURCE = './index.ts';
let guideModule: Promise<GuideModule> | undefined;
function loadGuides(): Promise<GuideModule> {
  const bundled = path.join(__dirname, 'guides.js');
  guideModule ??= fs.existsSync(bundled)
    ? Promise.resolve(require(bundled) as GuideModule) // eslint-disable-line @typescript-eslint/no-require-imports
    : (import(GUIDES_SOURCE) as Promise<GuideModule>);
  return guideModule;
}

/** DejaVu Sans (for the ₹ sign): lib/guides-fonts in the bundle (build.mjs copies it), src/guides/fonts in tests. */
export const defaultGuideFontDirs = () => [
  path.join(__dirname, 'guides-fonts'),
  path.join(__dirname, 'fonts'),
  path.join(__dirname, '..', 'src', 'guides', 'fonts'),
];
let fonts: GuideFonts | undefined;
function guideFonts(dirs: string[]): GuideFonts {
  if (fonts) return fonts;
  const dir = dirs.find((d) => fs.existsSync(path.join(d, 'DejaVuSans.ttf')));
  if (!dir) throw new Error(`The guides' font is missing from ${dirs.join(', ')}`);
  fonts = {
    regular: fs.readFileSync(path.join(dir, 'DejaVuSans.ttf')),
    bold: fs.readFileSync(path.join(dir, 'DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

export interface GuideRules {
  /** The guide year's rules in force (an admin's saved edit, or as shipped). */
  rules: TaxYearRules;
  /** Every edited year (the Cost Inflation Index of earlier years). */
  edits: ReadonlyMap<number, TaxYearRules>;
  /** The rules version: a hash of every edit in force ('shipped' rules hash the empty list). */
  version: string;
}

/** The rules the guides are rendered with now, and their version (CALC-TAXRULES-3). */
export async function guideRulesInForce(store: Store, year: number): Promise<GuideRules> {
  const list = await taxRulesInForce(store);
  const edits = new Map(list.map((e) => [e.startYear, e.rules]));
  const version = createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 16);
  return { rules: edits.get(year) ?? taxRulesFor(year)!, edits, version };
}

/**
 * Renders guides, one rendering per guide and rules version: a burst of requests for the same guide shares one
 * rendering (the promise is cached), and a new version drops the old one's bytes (only the rules in force are kept).
 */
export function guideRenderer(fontDirs: string[] = defaultGuideFontDirs()) {
  let cachedVersion = '';
  let cache = new Map<string, Promise<Buffer>>();
  return {
    async isGuide(file: string): Promise<boolean> {
      return (await loadGuides()).GUIDE_FILES.includes(file);
    },
    async year(): Promise<number> {
      return (await loadGuides()).GUIDE_TAX_YEAR;
    },
    async render(file: string, rules: GuideRules): Promise<Buffer> {
      if (rules.version !== cachedVersion) {
        cachedVersion = rules.version;
        cache = new Map();
      }
      let bytes = cache.get(file);
      if (!bytes) {
        const mod = await loadGuides();
        const rendering = mod.renderGuide(file, { ...rules, fonts: guideFonts(fontDirs) });
        if (!rendering) throw new Error(`Not a guide: ${file}`);
        // A failed rendering is not kept: the next request tries again.
        rendering.catch(() => {
          if (cache.get(file) === rendering) cache.delete(file);
        });
        cache.set(file, rendering);
        bytes = rendering;
      }
      return bytes;
    },
  };
}
