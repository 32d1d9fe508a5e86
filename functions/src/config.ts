import path from 'node:path';

/** The only module that reads process.env (functions/.env.local in local mode; Firebase params in production). */
export interface Config {
  mode: 'local' | 'firebase';
  /** Local mode: folder holding the SQLite file and uploads. */
  dataDir: string;
  /** Seed demo content and the demo staff account into an empty store (local mode and the firebase-mode emulators). */
  seedDemo: boolean;
  /** Cloud Storage bucket for blog images (firebase mode). */
  storageBucket: string;
  /** Public origin of the site, for sitemap and share tags. */
  siteUrl: string;
  /** Requests per minute per client address for public writes. */
  rateLimitPerMinute: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.API_MODE === 'firebase' ? 'firebase' : 'local';
  return {
    mode,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), '..', '.data')),
    seedDemo: env.SEED_DEMO === 'true' || (mode === 'local' && env.SEED_DEMO !== 'false'),
    storageBucket: env.STORAGE_BUCKET ?? '',
    siteUrl: env.SITE_URL ?? 'http://localhost:5000',
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 30),
  };
}
