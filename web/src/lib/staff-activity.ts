/**
 * The time of a staff member's last action, shared by every tab of the back office, so activity in one keeps the
 * others open and a closed tab is no gap (the idle timeout reads it; signing in and out clears it).
 */
export const LAST_ACTIVITY_KEY = 'staffLastActivity';

export function clearLastActivity(): void {
  try {
    localStorage.removeItem(LAST_ACTIVITY_KEY);
  } catch {
    /* storage unavailable: nothing to clear */
  }
}
