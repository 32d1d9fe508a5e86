/**
 * Unsaved back-office form values kept in the browser (features/admin/modals/use-modal-form.ts), per staff member:
 * the key names the signed-in user, so one person's draft is never offered to the next on a shared PC, and Logout
 * removes every draft (lib/staff-auth.ts). A draft can hold an enquirer's or a user's details.
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

/** Removes every stored draft, whoever it belongs to (Logout, and sign-out on an ended session). */
export function clearStaffDrafts(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const k = window.localStorage.key(i);
      if (k?.startsWith(DRAFT_PREFIX)) keys.push(k);
    }
    for (const k of keys) window.localStorage.removeItem(k);
  } catch {
    /* storage off: nothing was kept */
  }
}
