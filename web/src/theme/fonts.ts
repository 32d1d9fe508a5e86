// Self-hosted fonts (SITE-RENDER-4): only the latin subset and only the weights the theme uses.
// Inter 400 (body), 600 (buttons, subtitles, labels); Merriweather 700 (headings).
// Characters outside latin (₹) fall back to the system font, which renders them well on every platform.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/merriweather/latin-700.css';
