import type { Request } from 'express';

/**
 * The client address. The app trusts X-Forwarded-For (`trust proxy`), because in both modes requests reach it
 * through a proxy (Firebase Hosting / the Hosting emulator, then the Functions runtime). Note for production: the
 * left-most forwarded address can be set by the client itself, so per-address limits are a brake on casual abuse,
 * not a security boundary; the sign-in lock is per username and stored, so it does not depend on this.
 */
export function clientAddress(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64);
}

export function userAgent(req: Request): string {
  return String(req.headers['user-agent'] ?? '').slice(0, 512);
}
