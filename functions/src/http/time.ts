let last = 0;

/**
 * Now as an ISO-8601 string, strictly increasing within this process, so that "newest first" is exact even for
 * writes in the same millisecond (several instances may still tie; ids then break the tie).
 */
export function nowIso(): string {
  let t = Date.now();
  if (t <= last) t = last + 1;
  last = t;
  return new Date(t).toISOString();
}
