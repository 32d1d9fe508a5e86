import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { COLLECTIONS, type Store } from '../store/store';
import { ApiError } from './api-error';
import { clientAddress } from './client';

export interface RateRule {
  /** Requests allowed per window (per client address, or from everyone together for a global rule). */
  max: number;
  windowMs: number;
  /** The 429 message. */
  message: string;
}

/** The start of the fixed window holding `t`, and the seconds until it ends. */
function windowOf(t: number, windowMs: number): { start: number; retryAfterSec: number } {
  const start = Math.floor(t / windowMs) * windowMs;
  return { start, retryAfterSec: Math.max(1, Math.ceil((start + windowMs - t) / 1000)) };
}

/** The key of a counter document: no '/', never '.' or '..' (Firestore ids). */
const counterId = (bucket: string, key: string) => `${bucket}~${encodeURIComponent(key)}`;

/**
 * Fixed-window counters per (rule, client address), plus global ceilings per rule (everyone together).
 *
 * API-LIMITS-4: every call is first counted in this instance's memory (cheap), then the calls the memory lets through are counted
 * again in the store (Store.countHit, `rateLimits/<bucket>~<address>`, atomic in both adapters), so a limit holds
 * across every instance or worker of the function, in both modes: memory can only count fewer calls than the store,
 * so it refuses nothing the store would let through. Without a store (public reads) memory alone decides.
 *
 * Order, so a flood costs the store as little as possible and one address cannot spend everyone's budget:
 * 1. this address over one of its budgets in memory -> 429 (no store call);
 * 2. the global ceiling known to be reached for this window -> 429 (no store call);
 * 3. this address counted in the store, budget by budget -> 429 over any of them;
 * 4. everyone counted -> 429 over the ceiling, and remembered in memory until the window ends (step 2).
 * A refused call is counted against its own address only: it never uses up the global ceiling.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  /** Global rules known to be full: bucket -> end of that window. */
  private readonly fullUntil = new Map<string, number>();
  private calls = 0;

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly store: Store | null = null,
  ) {}

  /** Counts one call in memory; true when within the rule. */
  hit(bucket: string, key: string, rule: RateRule): { allowed: boolean; retryAfterSec: number } {
    const t = this.now();
    if (++this.calls % 1000 === 0) this.sweep(t);
    const { start, retryAfterSec } = windowOf(t, rule.windowMs);
    const k = `${bucket}\u0000${rule.windowMs}\u0000${key}`;
    let w = this.windows.get(k);
    if (!w || w.start !== start) {
      w = { start, count: 0 };
      this.windows.set(k, w);
    }
    w.count++;
    return { allowed: w.count <= rule.max, retryAfterSec };
  }

  /** Counts one call in the store (or in memory without one); true when within the rule. */
  private async count(bucket: string, key: string, rule: RateRule): Promise<boolean> {
    if (!this.store) return this.hit(bucket, key, rule).allowed;
    const { start } = windowOf(this.now(), rule.windowMs);
    // One counter document per rule length, so a minute's and an hour's budget never share a count.
    const id = counterId(rule.windowMs === 60_000 ? bucket : `${bucket}:${rule.windowMs / 1000}s`, key);
    return (await this.store.countHit(COLLECTIONS.rateLimits, id, String(start))) <= rule.max;
  }

  private sweep(t: number): void {
    // Windows are at most a day long; forget anything older so memory stays bounded.
    for (const [k, w] of this.windows) if (t - w.start > 24 * 60 * 60 * 1000) this.windows.delete(k);
    for (const [k, end] of this.fullUntil) if (end <= t) this.fullUntil.delete(k);
  }

  /** Per-address budgets (`rules`: e.g. a minute's and an hour's), and optionally a ceiling on everyone (`global`). */
  middleware(bucket: string, rules: RateRule | RateRule[], global?: RateRule): RequestHandler {
    const perAddress = Array.isArray(rules) ? rules : [rules];
    const refuse = (res: Response, next: NextFunction, r: RateRule) => {
      res.setHeader('Retry-After', String(windowOf(this.now(), r.windowMs).retryAfterSec));
      next(new ApiError(429, r.message));
    };
    return async (req: Request, res: Response, next: NextFunction) => {
      try {
        const address = clientAddress(req);
        const globalBucket = `${bucket}:all`;
        for (const rule of perAddress)
          if (!this.hit(bucket, address, rule).allowed) return refuse(res, next, rule);
        if (global && (this.fullUntil.get(globalBucket) ?? 0) > this.now()) return refuse(res, next, global);
        if (this.store)
          for (const rule of perAddress)
            if (!(await this.count(bucket, address, rule))) return refuse(res, next, rule);
        if (global && !(await this.count(globalBucket, 'all', global))) {
          const { start } = windowOf(this.now(), global.windowMs);
          this.fullUntil.set(globalBucket, start + global.windowMs);
          return refuse(res, next, global);
        }
        next();
      } catch (err) {
        next(err);
      }
    };
  }
}

export interface RateLimits {
  contacts: RateRule;
  /** Contact messages per address per hour (a flood from one address soon needs another). */
  contactsPerHour: RateRule;
  calculatorUsage: RateRule;
  login: RateRule;
  publicReads: RateRule;
  /** Contact messages from everyone together. */
  allContacts: RateRule;
  /** Calculator usage records from everyone together. */
  allCalculatorUsage: RateRule;
  /** Newsletter subscriptions (SITE-NEWS-1): per address a minute and an hour, and from everyone together. */
  subscribe: RateRule;
  subscribePerHour: RateRule;
  allSubscribe: RateRule;
}

/**
 * The budgets, from config.rateLimitPerMinute (public writes per minute per address, default 30) and
 * config.publicWritesPerMinute (public writes per minute from everyone, default 120):
 * contact messages are the tightest (a person sends one or two), usage logs follow calculations, reads are generous.
 * The global ceilings bound what a distributed flood can store per minute. Contact messages get the whole ceiling:
 * with 5 a minute and 20 an hour per address, closing the form for everyone takes 24 addresses for a minute and 120
 * for an hour (docs/decisions/027-abuse-limits-and-privacy.md); a quarter of it let six addresses close it.
 */
export function rateLimitsFrom(perMinute: number, publicWritesPerMinute = 120): RateLimits {
  const n = Number.isFinite(perMinute) && perMinute > 0 ? perMinute : 30;
  const g = Number.isFinite(publicWritesPerMinute) && publicWritesPerMinute > 0 ? publicWritesPerMinute : 120;
  const minute = 60 * 1000;
  const busy = 'We are receiving a great many requests right now. Please try again in a minute.';
  return {
    contacts: {
      max: Math.max(1, Math.floor(n / 6)),
      windowMs: minute,
      message: 'You have sent several messages in a short time. Please wait a minute and try again.',
    },
    contactsPerHour: {
      max: Math.max(1, Math.floor((n * 2) / 3)),
      windowMs: 60 * minute,
      message:
        'You have sent several messages in the last hour. Please try again later, or call or email us.',
    },
    calculatorUsage: {
      max: n * 2,
      windowMs: minute,
      message: 'Too many calculations logged. Please slow down.',
    },
    login: {
      max: n,
      windowMs: minute,
      message: 'Too many sign-in attempts from this address. Please wait a minute.',
    },
    publicReads: {
      max: n * 20,
      windowMs: minute,
      message: 'Too many requests. Please wait a moment and try again.',
    },
    allContacts: { max: g, windowMs: minute, message: busy },
    allCalculatorUsage: { max: g, windowMs: minute, message: busy },
    // Each subscription may send a confirmation email: as tight as contact messages, per address. The ceiling on
    // everyone is the whole public-write budget (a quarter of it let 6 addresses close sign-up for everyone for the
    // rest of the minute): closing it now takes 24 addresses for a minute and, with 10 an hour each, 720 for an hour
    // (docs/decisions/049-erasure-notices-and-floods.md). What reaches one inbox is capped per address in the
    // newsletter service (the same link, at most once an hour).
    subscribe: {
      max: Math.max(1, Math.floor(n / 6)),
      windowMs: minute,
      message:
        'You have tried to subscribe several times in a short time. Please wait a minute and try again.',
    },
    subscribePerHour: {
      max: Math.max(1, Math.floor(n / 3)),
      windowMs: 60 * minute,
      message: 'You have tried to subscribe several times in the last hour. Please try again later.',
    },
    allSubscribe: { max: g, windowMs: minute, message: busy },
  };
}
