import { afterEach, describe, expect, it } from 'vitest';
import { clearStaffDrafts, draftStorageKey, DRAFT_MAX_AGE_MS, registerDraftOwner } from './staff-drafts';

describe('unsaved drafts in the browser (ADMIN-DASH)', () => {
  afterEach(() => {
    registerDraftOwner(() => null);
    window.localStorage.clear();
  });

  it("when two staff members use one browser, then each one's drafts are under their own key", () => {
    registerDraftOwner(() => 'uid-asha');
    const asha = draftStorageKey('blog:new');
    registerDraftOwner(() => 'uid-ravi');
    const ravi = draftStorageKey('blog:new');
    expect(asha).toBe('36x:unsaved:uid-asha:blog:new');
    expect(ravi).not.toBe(asha);
  });

  it('when someone logs out, then every draft is removed and other stored settings stay', () => {
    window.localStorage.setItem('36x:unsaved:uid-asha:blog:new', '{"values":{"title":"x"}}');
    window.localStorage.setItem('36x:unsaved:uid-ravi:user:abc', '{"values":{}}');
    window.localStorage.setItem('36x:lastActivity', '1');
    clearStaffDrafts();
    expect(window.localStorage.getItem('36x:unsaved:uid-asha:blog:new')).toBeNull();
    expect(window.localStorage.getItem('36x:unsaved:uid-ravi:user:abc')).toBeNull();
    expect(window.localStorage.getItem('36x:lastActivity')).toBe('1');
  });

  it('when a sign-in prunes, then drafts older than a week (or unreadable) go, whoever owns them, and newer ones stay', () => {
    const now = Date.parse('2026-12-06T09:00:00Z');
    const at = (ms: number) => JSON.stringify({ savedAt: new Date(now - ms).toISOString(), values: {} });
    window.localStorage.setItem('36x:unsaved:uid-asha:blog:new', at(60_000));
    window.localStorage.setItem('36x:unsaved:uid-ravi:blog:b1', at(DRAFT_MAX_AGE_MS + 60_000));
    window.localStorage.setItem('36x:unsaved:uid-ravi:user:abc', 'not json');
    clearStaffDrafts(now - DRAFT_MAX_AGE_MS);
    expect(window.localStorage.getItem('36x:unsaved:uid-asha:blog:new')).not.toBeNull();
    expect(window.localStorage.getItem('36x:unsaved:uid-ravi:blog:b1')).toBeNull();
    expect(window.localStorage.getItem('36x:unsaved:uid-ravi:user:abc')).toBeNull();
  });
});
