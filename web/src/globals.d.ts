/** The public site's address (SITE_URL at build: vite.config.ts). */
declare const __SITE_URL__: string;
/** Whether pages load a local stack's /local-env.js (vite.config.ts). */
declare const __LOCAL_ENV_SCRIPT__: boolean;
