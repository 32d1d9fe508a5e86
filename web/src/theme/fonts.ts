// Self-hosted fonts (SITE-RENDER-4, SITE-START-3; decision 026): Inter 400 (body), 600 (buttons, subtitles, labels)
// and Merriweather 700 (headings), each Latin plus the rupee sign, subset once by web/scripts/subset-fonts.py (the
// files are committed; the build never subsets). `font-display: optional`: a face that is not there for the first
// layout is used from the next page on instead of re-flowing this one. Only Inter 400 (body text and inputs) is
// preloaded (root.tsx); Inter 600 and the heading serif load when first used.
//
// The @font-face rules go inline in <head> (root.tsx), not in a stylesheet: a stylesheet blocks the first paint, and
// on a slow link it queued behind the scripts' preloads (first paint 2.5 s after the HTML had come at 0.75 s).
import inter400 from './fonts/inter-400.woff2?url';
import inter600 from './fonts/inter-600.woff2?url';
import merriweather700 from './fonts/merriweather-700.woff2?url';

const faces = [
  { family: 'Inter', weight: 400, url: inter400 },
  { family: 'Inter', weight: 600, url: inter600 },
  { family: 'Merriweather', weight: 700, url: merriweather700 },
];

/** The @font-face rules, for one inline <style> in the document's head. */
export const fontFaceCss = faces
  .map(
    (f) =>
      `@font-face{font-family:${f.family};font-style:normal;font-weight:${f.weight};font-display:optional;src:url(${f.url}) format("woff2")}`,
  )
  .join('');

/** The one preloaded font file (root.tsx): body text and form fields, so the first input never waits for a font. */
export const preloadedFont = inter400;
