import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { User } from '@36x/common';
import { ApiRequestError, api } from '../../../lib/api-client';
import { fill, itRefuses, openModal, staffMember } from '../test-utils';
import { UserModal } from './UserModal';

vi.mock('../../../lib/api-client');
const apiMock = vi.mocked(api);

const existing: User = {
  ...staffMember('user'),
  id: 'u2',
  username: 'editor',
  email: 'editor@example.com',
  permissions: ['inquiries:export'],
  loginCount: 0,
};

const setup = (user: User) => openModal((onClose) => <UserModal open user={user} onClose={onClose} />);

describe('UserModal', () => {
  beforeEach(() => vi.clearAllMocks());

  itRefuses(() => setup(existing), 'Update User', apiMock.put, [
    {
      when: 'the username grows too long, then the spec message shows',
      fields: [[/^username/i, 'u'.repeat(51)]],
      messages: ['Username is too long'],
    },
  ]);

  it('when edited, then role and status are sent and no password field exists (an admin never sets one)', async () => {
    apiMock.put.mockResolvedValue(existing);
    const { user, onClose } = setup(existing);
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /role/i }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    await user.click(screen.getByRole('switch', { name: /active/i }));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [path, body] = apiMock.put.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('/api/users/u2');
    expect(body).toEqual({
      username: 'editor',
      email: 'editor@example.com',
      role: 'viewer',
      isActive: false,
      permissions: ['inquiries:export'],
    });
    expect('password' in body).toBe(false);
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
  });

  it("when the server refuses, then its message shows, or the spec's fallback when it has none", async () => {
    apiMock.put.mockRejectedValueOnce(
      new ApiRequestError(409, JSON.stringify({ message: 'Username already exists' }), 'Conflict'),
    );
    const { user, onClose } = setup(existing);
    await fill(user, screen.getByLabelText(/^username/i), 'admin');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('Username already exists')).toBeInTheDocument();

    apiMock.put.mockRejectedValueOnce(new ApiRequestError(500, '', 'Internal Server Error'));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
