// Self-hosted fonts (SITE-RENDER-4, SITE-START-3): Inter 400 (body), 600 (buttons, subtitles, labels) and
// Merriweather 700 (headings), each Latin plus the rupee sign (fonts.css; decision 026).
import './fonts.css';

/** The one preloaded font file (root.tsx): body text and form fields, so the first input never waits for a font. */
export { default as preloadedFont } from './fonts/inter-400.woff2?url';
