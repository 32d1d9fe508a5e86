/** The public site's address (SITE_URL at build: vite.config.ts). */
declare const __SITE_URL__: string;
/** The calendar year in India when the site was built (vite.config.ts). */
declare const __BUILD_YEAR__: number;
/** Whether pages load a local stack's /local-env.js (vite.config.ts). */
declare const __LOCAL_ENV_SCRIPT__: boolean;
