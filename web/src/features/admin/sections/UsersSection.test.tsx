import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type User } from '@36x/common';
import { api } from '../../../lib/api-client';
import { renderAsStaff, staffMember } from '../test-utils';
import { UsersSection } from './UsersSection';

vi.mock('../../../lib/api-client');
const apiMock = vi.mocked(api);
vi.setConfig({ testTimeout: 30_000 });

const colleague = (username: string, twoFactorEnabled: boolean): User => ({
  ...staffMember('user'),
  id: `id-${username}`,
  username,
  email: `${username}@36x.example`,
  twoFactorEnabled,
});
const users = [staffMember('admin'), colleague('meera', true), colleague('ravi', false)];

describe('UsersSection: resetting someone’s two-factor sign-in (decision 050)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    // The staff list; no pending invitations.
    apiMock.get.mockImplementation(async (path: string) => (path === API.invitations ? [] : users) as never);
    apiMock.delete.mockResolvedValue(undefined as never);
  });

  it('when a user has no two-factor, then their account menu offers no reset', async () => {
    const user = renderAsStaff('admin', <UsersSection />);
    await user.click(await screen.findByRole('button', { name: 'Account actions for ravi' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Reset password' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /two-factor/i })).not.toBeInTheDocument();
  });

  it('when an admin resets a colleague’s two-factor, then it is confirmed first and one DELETE is sent', async () => {
    const user = renderAsStaff('admin', <UsersSection />);
    // The table says who has it on.
    const row = (await screen.findAllByRole('row')).find((r) => within(r).queryByText('meera'))!;
    expect(within(row).getByText('Two-factor on')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account actions for meera' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in of meera?' });
    expect(within(dialog).getByText(/every recovery code stop working/)).toBeInTheDocument();
    expect(within(dialog).getByText(/recorded in the audit log/)).toBeInTheDocument();
    expect(apiMock.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    await waitFor(() => expect(apiMock.delete).toHaveBeenCalledWith('/api/users/id-meera/two-factor'));
    expect(apiMock.delete).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Two-factor sign-in reset')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when the admin cancels, then nothing is sent', async () => {
    const user = renderAsStaff('admin', <UsersSection />);
    await user.click(await screen.findByRole('button', { name: 'Account actions for meera' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in of meera?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiMock.delete).not.toHaveBeenCalled();
  });
});
