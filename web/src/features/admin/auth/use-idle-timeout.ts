import { useEffect } from 'react';
import { IDLE_TIMEOUT } from '@36x/common';
import { LAST_ACTIVITY_KEY } from '../../../lib/staff-activity';

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Activity is written at most this often (a mouse moving writes nothing: a click or a key is activity). */
const WRITE_EVERY_MS = 15_000;
const CHECK_EVERY_MS = 15_000;

function readLast(): number | null {
  try {
    const v = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}
function writeLast(t: number): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(t));
  } catch {
    /* storage unavailable: the in-memory time below still counts */
  }
}

/** True when `last` (ms) is more than `minutes` before `now`. */
export const isIdleFor = (last: number | null, now: number, minutes: number) =>
  last !== null && now - last > minutes * 60_000;

/**
 * Signs out after `minutes` without a click, key or scroll (ADMIN-ACCOUNT-3: for the shared office PC). The clock is the
 * last activity of any back-office tab in this browser (localStorage), so a tab reopened after the limit signs out
 * at once. `onIdle` is called once.
 */
export function useIdleTimeout(minutes: number | undefined, onIdle: () => void): void {
  const limit = minutes ?? IDLE_TIMEOUT.defaultMinutes;
  useEffect(() => {
    let last = Date.now();
    const stored = readLast();
    if (isIdleFor(stored, last, limit)) {
      onIdle();
      return;
    }
    writeLast(last);
    let fired = false;
    const check = () => {
      if (fired) return;
      const now = Date.now();
      const shared = Math.max(last, readLast() ?? 0);
      if (isIdleFor(shared, now, limit)) {
        fired = true;
        onIdle();
      }
    };
    const active = () => {
      const now = Date.now();
      if (now - last >= WRITE_EVERY_MS) writeLast(now);
      last = now;
    };
    for (const e of EVENTS) window.addEventListener(e, active, { passive: true, capture: true });
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    // A laptop waking from sleep: check at once rather than at the next tick.
    document.addEventListener('visibilitychange', check);
    return () => {
      for (const e of EVENTS) window.removeEventListener(e, active, { capture: true });
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [limit, onIdle]);
}
