import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from './api-error';
import { clientAddress } from './client';

export interface RateRule {
  /** Requests allowed per window per client address. */
  max: number;
  windowMs: number;
  /** The 429 message. */
  message: string;
}

/**
 * A fixed-window counter per (rule, client address), kept in memory.
 *
 * Limits of this choice (written down on purpose): each Cloud Functions instance counts on its own, so with N
 * warm instances a client can get up to N times the budget, and a cold start forgets the counts. That is acceptable
 * here: these limits only brake abuse of public calls (contact form, usage logging, public reads); the one limit
 * that protects an account, the sign-in lock, is kept in the store (see auth/login-lock.ts).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private calls = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** true when allowed; counts the call. */
  hit(bucket: string, key: string, rule: RateRule): { allowed: boolean; retryAfterSec: number } {
    const t = this.now();
    if (++this.calls % 1000 === 0) this.sweep(t);
    const k = `${bucket}\u0000${key}`;
    let w = this.windows.get(k);
    if (!w || t - w.start >= rule.windowMs) {
      w = { start: t, count: 0 };
      this.windows.set(k, w);
    }
    w.count++;
    const retryAfterSec = Math.max(1, Math.ceil((w.start + rule.windowMs - t) / 1000));
    return { allowed: w.count <= rule.max, retryAfterSec };
  }

  private sweep(t: number): void {
    // Windows are at most an hour long; forget anything older so memory stays bounded.
    for (const [k, w] of this.windows) if (t - w.start > 60 * 60 * 1000) this.windows.delete(k);
  }

  middleware(bucket: string, rule: RateRule): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const { allowed, retryAfterSec } = this.hit(bucket, clientAddress(req), rule);
      if (allowed) return next();
      res.setHeader('Retry-After', String(retryAfterSec));
      next(new ApiError(429, rule.message));
    };
  }
}

export interface RateLimits {
  contacts: RateRule;
  calculatorUsage: RateRule;
  login: RateRule;
  publicReads: RateRule;
}

/**
 * The per-address budgets, from config.rateLimitPerMinute (public writes per minute, default 30):
 * contact messages are the tightest (a person sends one or two), usage logs follow calculations, reads are generous.
 */
export function rateLimitsFrom(perMinute: number): RateLimits {
  const n = Number.isFinite(perMinute) && perMinute > 0 ? perMinute : 30;
  const minute = 60 * 1000;
  return {
    contacts: {
      max: Math.max(1, Math.floor(n / 6)),
      windowMs: minute,
      message: 'You have sent several messages in a short time. Please wait a minute and try again.',
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
  };
}
