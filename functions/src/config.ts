import path from 'node:path';
import { DEFAULT_CONTACT_RETENTION_MONTHS } from '@36x/common';

/**
 * The function's settings, read from process.env here and nowhere else (functions/.env.local in local mode; Firebase
 * params in production). The Firebase emulator variables are read where they are used: FIREBASE_STORAGE_EMULATOR_HOST
 * (blobs/cloud-storage-blobs.ts) and FIREBASE_AUTH_EMULATOR_HOST (identity/auth-emulator.ts, test support).
 */
export interface Config {
  mode: 'local' | 'firebase';
  /** Local mode: folder holding the SQLite file and uploads. */
  dataDir: string;
  /** Seed demo content and the demo staff accounts into an empty store: only ever inside the functions emulator. */
  seedDemo: boolean;
  /** Cloud Storage bucket for blog images (firebase mode). */
  storageBucket: string;
  /** Public origin of the site, for sitemap and share tags. */
  siteUrl: string;
  /** Requests per minute per client address for public writes. */
  rateLimitPerMinute: number;
  /**
   * Public writes per minute from everyone together (contact messages, calculator usage): the ceiling a distributed
   * flood meets. Default DEFAULT_PUBLIC_WRITES_PER_MINUTE.
   */
  publicWritesPerMinute?: number;
  /**
   * How many X-Forwarded-For entries, counted from the right, the platform appends (http/client.ts). Default
   * DEFAULT_TRUSTED_PROXY_HOPS.
   */
  trustedProxyHops?: number;
  /** The leads desk (CONTACT-LEADS): where enquiries are announced, the visitor's acknowledgement, retention. */
  leads?: LeadSettings;
  /** SMTP for the outbox; absent: mail stays queued (and the enquiry says so) until one is configured. */
  smtp?: SmtpConfig;
}

export interface LeadSettings {
  /** The practice's inbox for new-enquiry notifications (NOTIFY_EMAIL). */
  notifyEmail: string;
  /** Send the visitor an acknowledgement (CONTACT_ACK=on); off by default. */
  acknowledge: boolean;
  /** Acknowledgements a day in all (CONTACT_ACK_PER_DAY, default 100); one a day per address regardless. */
  acknowledgementsPerDay?: number;
  /** Closed and Spam enquiries older than this many months are purged (CONTACT_RETENTION_MONTHS, default 24). */
  retentionMonths: number;
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  /**
   * SMTP_PASSWORD: a Firebase secret (defineSecret, Cloud Secret Manager) in production, exposed to the function as
   * this variable; '' for the local catcher.
   */
  password: string;
  from: string;
}

export const DEFAULT_PUBLIC_WRITES_PER_MINUTE = 120;
/** Visitor acknowledgements a day from everyone together (each address gets at most one a day). */
export const DEFAULT_ACKNOWLEDGEMENTS_PER_DAY = 100;
/** Google's front end appends `<client-ip>,<its own ip>` (see http/client.ts for how this was established). */
export const DEFAULT_TRUSTED_PROXY_HOPS = 2;

/** True inside the functions emulator (which sets FUNCTIONS_EMULATOR=true); false when deployed or analysed for deploy. */
export function inFunctionsEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/** A configuration the function must not run with; index.ts logs the message and answers 503. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function positiveInt(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new ConfigError(`${name} must be a whole number of 1 or more, not "${raw}"`);
  return n;
}

/**
 * Reads and checks the configuration. Fails closed (ConfigError) rather than guess:
 * - API_MODE must be `firebase` or `local`; any other value (a typo, a stray space) is refused everywhere.
 * - `local` (SQLite, files, demo accounts) runs only inside the functions emulator (FUNCTIONS_EMULATOR=true, set by
 *   the emulator itself); there a missing API_MODE means `local`. Outside it a missing or `local` API_MODE is refused,
 *   so a deploy without functions/.env can never come up in local mode with demo accounts.
 * - The demo seed runs only inside the emulator, whatever SEED_DEMO says.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const inEmulator = env.FUNCTIONS_EMULATOR === 'true';
  const raw = env.API_MODE;
  let mode: Config['mode'];
  if (raw === 'firebase') mode = 'firebase';
  else if (raw === 'local' || (raw === undefined && inEmulator)) {
    if (!inEmulator)
      throw new ConfigError(
        'API_MODE=local runs only inside the functions emulator (FUNCTIONS_EMULATOR=true); a deployed function needs API_MODE=firebase (functions/.env)',
      );
    mode = 'local';
  } else {
    throw new ConfigError(
      raw === undefined
        ? 'API_MODE is not set; a deployed function needs API_MODE=firebase (functions/.env)'
        : `API_MODE is "${raw}"; it must be "firebase" (or "local" inside the functions emulator)`,
    );
  }
  return {
    mode,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), '..', '.data')),
    seedDemo: inEmulator && (env.SEED_DEMO === 'true' || (mode === 'local' && env.SEED_DEMO !== 'false')),
    storageBucket: env.STORAGE_BUCKET ?? '',
    siteUrl: env.SITE_URL ?? 'http://localhost:5000',
    rateLimitPerMinute: positiveInt(env.RATE_LIMIT_PER_MINUTE, 'RATE_LIMIT_PER_MINUTE', 30),
    publicWritesPerMinute: positiveInt(
      env.PUBLIC_WRITES_PER_MINUTE,
      'PUBLIC_WRITES_PER_MINUTE',
      DEFAULT_PUBLIC_WRITES_PER_MINUTE,
    ),
    trustedProxyHops: positiveInt(env.TRUSTED_PROXY_HOPS, 'TRUSTED_PROXY_HOPS', DEFAULT_TRUSTED_PROXY_HOPS),
    leads: {
      notifyEmail: (env.NOTIFY_EMAIL ?? '').trim(),
      acknowledge: onOff(env.CONTACT_ACK, 'CONTACT_ACK'),
      acknowledgementsPerDay: positiveInt(
        env.CONTACT_ACK_PER_DAY,
        'CONTACT_ACK_PER_DAY',
        DEFAULT_ACKNOWLEDGEMENTS_PER_DAY,
      ),
      retentionMonths: positiveInt(
        env.CONTACT_RETENTION_MONTHS,
        'CONTACT_RETENTION_MONTHS',
        DEFAULT_CONTACT_RETENTION_MONTHS,
      ),
    },
    smtp: env.SMTP_HOST?.trim()
      ? {
          host: env.SMTP_HOST.trim(),
          port: positiveInt(env.SMTP_PORT, 'SMTP_PORT', 587),
          secure: onOff(env.SMTP_SECURE, 'SMTP_SECURE'),
          user: env.SMTP_USER?.trim() ?? '',
          password: env.SMTP_PASSWORD ?? '',
          from: env.MAIL_FROM?.trim() || `36x Advisory <no-reply@${env.SMTP_HOST.trim()}>`,
        }
      : undefined,
  };
}

/** on/off (also true/false, 1/0); empty means off. */
function onOff(raw: string | undefined, name: string): boolean {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === 'off' || v === 'false' || v === '0') return false;
  if (v === 'on' || v === 'true' || v === '1') return true;
  throw new ConfigError(`${name} must be on or off, not "${raw}"`);
}
