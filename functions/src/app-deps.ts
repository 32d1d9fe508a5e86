import type { Blobs } from './blobs/blobs';
import type { Config } from './config';
import type { RateLimits } from './http/rate-limit';
import type { Identity } from './identity/identity';
import type { Mailer } from './mail/mailer';
import type { Store } from './store/store';

/**
 * What the API app is built from (ARCH-PORTS-1): the ports' adapters and the configuration. In its own module so
 * that app.ts (which imports every area's routes) and the routes (which take these) do not import each other.
 */
export interface AppDeps {
  store: Store;
  blobs: Blobs;
  identity: Identity;
  config: Config;
  /** Overrides of the budgets (tests); by default they come from config.rateLimitPerMinute and publicWritesPerMinute. */
  rateLimits?: Partial<RateLimits>;
  /** The clock of the sign-in lock and the rate limits (tests move it forward); Date.now by default. */
  clock?: () => number;
  /** Sends the outbox's mail (SMTP); absent, mail stays queued and the enquiry says so. */
  mailer?: Mailer;
  /** Where the web app's server bundle may be (tests point at a stand-in); pages/page-handler.ts by default. */
  pageBundlePaths?: string[];
}
