import { useEffect, useSyncExternalStore } from 'react';

/**
 * The visit's cache of public content (SITE-DATA-2): each list or post is read once and kept until the page is
 * left; no retry, no polling, no refetch on focus. A few dozen lines instead of TanStack Query, which only the back
 * office loads now (decision 054): the public pages start without it.
 */
export type ContentKey = readonly string[];

/** What a screen reads of a content query. */
export interface PublicQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

type Entry =
  { status: 'pending' } | { status: 'success'; data: unknown } | { status: 'error'; error: unknown };

const entries = new Map<string, Entry>();
const inFlight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const idOf = (key: ContentKey) => JSON.stringify(key);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function load(id: string, read: () => Promise<unknown>): Promise<void> {
  const running = inFlight.get(id);
  if (running) return running;
  // A failed read keeps showing its error while it is asked again (the retry button), as before.
  if (!entries.has(id)) entries.set(id, { status: 'pending' });
  const settle = (entry: Entry) => {
    // A read dropped meanwhile (dropPublicContent) writes nothing.
    if (inFlight.get(id) !== done) return;
    inFlight.delete(id);
    entries.set(id, entry);
    notify();
  };
  const done: Promise<void> = read().then(
    (data) => settle({ status: 'success', data }),
    (error: unknown) => settle({ status: 'error', error }),
  );
  inFlight.set(id, done);
  notify();
  return done;
}

/**
 * `key`'s content: `given` when the page's loader read it (the server's render, and the browser's hydration of that
 * HTML, show it at once and fetch nothing), else the cached copy, else `read()` once for the visit. On the server the
 * cache is never used (one process renders every visitor's pages).
 */
export function usePublicQuery<T>(key: ContentKey, read: () => Promise<T>, given?: T): PublicQuery<T> {
  const id = idOf(key);
  const entry = useSyncExternalStore(
    subscribe,
    () => entries.get(id),
    () => undefined,
  );
  const missing = entry === undefined;
  // `read` is a new function each render but reads the same thing for the same key: running again is a no-op.
  useEffect(() => {
    if (given !== undefined) {
      if (!inFlight.has(id)) entries.set(id, { status: 'success', data: given });
    } else if (missing) void load(id, read);
  }, [id, given, missing, read]);
  const refetch = () => load(id, read);
  if (given !== undefined) return { data: given, isPending: false, isError: false, refetch };
  return {
    data: entry?.status === 'success' ? (entry.data as T) : undefined,
    isPending: !entry || entry.status === 'pending',
    isError: entry?.status === 'error',
    refetch,
  };
}

/**
 * `key`'s content as a promise, for reads made from it (the /blogs cards and search hits from the full list): the
 * visit's copy, else `read()` once, shared with any screen showing it.
 */
export async function readPublicContent<T>(key: ContentKey, read: () => Promise<T>): Promise<T> {
  const id = idOf(key);
  if (entries.get(id)?.status !== 'success') await load(id, read);
  const entry = entries.get(id);
  if (entry?.status === 'success') return entry.data as T;
  throw entry?.status === 'error' ? entry.error : new Error('The content was dropped while it was read.');
}

/**
 * Drops the cached copies under `prefix` (a staff edit in the back office: the next public screen that shows them
 * reads them again; `[]`: all of them, between tests). Screens showing them now read them at once.
 */
export function dropPublicContent(prefix: ContentKey): void {
  const head = idOf(prefix).slice(0, -1);
  for (const id of [...entries.keys()]) {
    if (!prefix.length || id === `${head}]` || id.startsWith(`${head},`)) entries.delete(id);
  }
  for (const id of [...inFlight.keys()]) {
    if (!prefix.length || id === `${head}]` || id.startsWith(`${head},`)) inFlight.delete(id);
  }
  notify();
}
