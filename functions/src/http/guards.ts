import type { RequestHandler } from 'express';

/** The shared middleware each area's routes compose (built once in createApp). */
export interface Guards {
  /** 401 without a valid ID token of an active user. */
  auth: RequestHandler;
  /** Sets req.staff when a valid token is sent; otherwise the caller is a visitor. */
  identify: RequestHandler;
  /** Per-address budget for public reads. */
  publicRead: RequestHandler;
}
