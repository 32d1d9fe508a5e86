/**
 * Unsaved back-office form values kept in the browser (features/admin/modals/use-modal-form.ts), per staff member:
 * the key names the signed-in user, so one person's draft is never offered to the next on a shared PC. Signing out
 * (the idle timeout included) keeps them for their owner's next sign-in on this browser: an editor timed out mid-post
 * loses nothing (decision 050). A draft can hold an enquirer's or a user's details, so none outlives DRAFT_MAX_AGE_MS:
 * every sign-in on the browser removes the older ones, whoever they belong to.
 */
export const DRAFT_PREFIX = '36x:unsaved:';

let ownerOf: () => string | null | undefined = () => null;

/** Called once the staff session module is loaded (registerStaffTokenProvider): who drafts belong to. */
export function registerDraftOwner(owner: () => string | null | undefined): void {
  ownerOf = owner;
}

/** The storage key of the draft `key` (the modal and item, e.g. `blog:new`) of the signed-in staff member. */
export function draftStorageKey(key: string): string {
  return `${DRAFT_PREFIX}${ownerOf() || 'signed-out'}:${key}`;
}

/** How long a draft waits for its owner to sign in again on this browser. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Removes stored drafts: every one when `olderThan` is not given, else those saved before it (or unreadable), whoever
 * they belong to. Sign-in calls it with now minus DRAFT_MAX_AGE_MS.
 */
export function clearStaffDrafts(olderThan?: number): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const k = window.localStorage.key(i);
      if (!k?.startsWith(DRAFT_PREFIX)) continue;
      if (olderThan === undefined) keys.push(k);
      else {
        let savedAt = NaN;
        try {
          savedAt = Date.parse(
            (JSON.parse(window.localStorage.getItem(k) ?? '') as { savedAt?: string }).savedAt ?? '',
          );
        } catch {
          /* unreadable: removed */
        }
        if (!(savedAt >= olderThan)) keys.push(k);
      }
    }
    for (const k of keys) window.localStorage.removeItem(k);
  } catch {
    /* storage off: nothing was kept */
  }
}
