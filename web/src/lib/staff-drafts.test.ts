import { afterEach, describe, expect, it } from 'vitest';
import { clearStaffDrafts, draftStorageKey, registerDraftOwner } from './staff-drafts';

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
});
