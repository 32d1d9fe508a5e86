import type { Request } from 'express';
import { DEFAULT_TRUSTED_PROXY_HOPS } from '../config';

/** The app setting that holds config.trustedProxyHops (createApp sets it). */
export const TRUSTED_PROXY_HOPS_SETTING = 'trusted proxy hops';

/**
 * The client address: the X-Forwarded-For entry that Google's front end appended, never one the client wrote.
 *
 * X-Forwarded-For is a list the client may start itself; every proxy appends to its right. The left-most entries are
 * therefore whatever the client sent, and only the entries appended by the platform can be trusted. Counted from the
 * right, the client address is entry number `hops` (config.trustedProxyHops, TRUSTED_PROXY_HOPS, default 2).
 *
 * How 2 was established (stored public material, 2026-11-25; see docs/decisions/013-client-address-and-stored-limits.md):
 * - Google Cloud's front end (the load balancer in front of Cloud Run, which serves 2nd gen functions) documents the
 *   header it forwards as `X-Forwarded-For: [<supplied-value>,]<client-ip>,<load-balancer-ip>` and warns that it does
 *   not verify anything before `<client-ip>` (cloud.google.com/load-balancing/docs/https#x-forwarded-for_header,
 *   quoted in kubernetes/registry.k8s.io pkg/net/clientip/clientip.go, which takes the second entry from the right
 *   for Cloud Run behind that front end).
 * - Cloud Functions' own header reference gives the same shape (`clientIp, proxy1Ip, proxy2Ip`;
 *   cloud.google.com/functions/docs/reference/headers), and a header dump from Cloud Functions behind Firebase shows
 *   two entries, the visitor then a Google address (jetersen/express-ipfilter#57: "77.234.44.175,66.102.8.142").
 * So the front end always appends two entries and the first of them is the peer it accepted the connection from.
 * Whether that peer is the visitor or a Firebase Hosting edge was not settled by the material found: the README's
 * deploy section has a check to run once after deploying (the address in Login History must be your own, and a
 * forged header must not show there). Erring low is safe (at worst a Google address: coarser limits, never a forged
 * one); raising TRUSTED_PROXY_HOPS beyond what the platform appends would let the client pick its address again.
 *
 * Local mode (the functions emulator, the dev API, tests) has no Google front end: nothing in X-Forwarded-For was
 * appended by a proxy of ours (the Hosting emulator forwards the client's headers as they came and adds none), so
 * it is never read there. The address is the socket's peer; where the runtime has none (the functions emulator's
 * worker is reached over a Unix socket and is handed the headers only), it is LOCAL_UNKNOWN_ADDRESS, one shared
 * bucket, never a client-chosen value (docs/decisions/027-abuse-limits-and-privacy.md).
 */
export function clientAddress(req: Request): string {
  if (req.app?.get(ADDRESS_FROM_SOCKET_SETTING) === true) return socketAddress(req.socket.remoteAddress);
  const setting = Number(req.app?.get(TRUSTED_PROXY_HOPS_SETTING));
  const hops = Number.isInteger(setting) && setting > 0 ? setting : DEFAULT_TRUSTED_PROXY_HOPS;
  return addressFrom(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops);
}

/** The app setting that makes clientAddress() read the socket only (local mode; createApp sets it). */
export const ADDRESS_FROM_SOCKET_SETTING = 'client address from socket';
/** What local mode records when the runtime gives no peer address (the functions emulator's worker). */
export const LOCAL_UNKNOWN_ADDRESS = 'local (emulator)';

/** A socket peer as people write it: an IPv4 address reached over an IPv6 socket loses its `::ffff:` prefix. */
export function socketAddress(remote: string | undefined): string {
  if (!remote) return LOCAL_UNKNOWN_ADDRESS;
  return remote.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, 64);
}

/**
 * Firebase mode: the `hops`-th X-Forwarded-For entry from the right, or the socket's address when there are fewer
 * (a request that did not come through the front end, which production does not have).
 */
export function addressFrom(
  header: string | string[] | undefined,
  socketAddress: string | undefined,
  hops: number,
): string {
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const appended = entries.length >= hops ? entries[entries.length - hops] : undefined;
  return (appended ?? socketAddress ?? 'unknown').slice(0, 64);
}

export function userAgent(req: Request): string {
  return String(req.headers['user-agent'] ?? '').slice(0, 512);
}
