/** The public site's address (SITE_URL at build: vite.config.ts). */
declare const __SITE_URL__: string;
/** Whether pages load a local stack's /local-env.js (vite.config.ts). */
declare const __LOCAL_ENV_SCRIPT__: boolean;

/** Scripts each calculator's chunk needs, by its file under features/calculators/ (vite.config.ts). */
declare module 'virtual:calculator-chunks' {
  const chunks: Readonly<Record<string, readonly string[]>>;
  export default chunks;
}
