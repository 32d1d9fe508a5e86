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

const setup = (user: User | null = null) =>
  openModal((onClose) => <UserModal open user={user} onClose={onClose} />);

describe('UserModal', () => {
  beforeEach(() => vi.clearAllMocks());

  itRefuses(setup, 'Create User', apiMock.post, [
    {
      when: 'created empty, then username and password show the spec messages',
      fields: [],
      messages: ['Username is required', 'Password must be at least 12 characters'],
    },
    {
      when: 'the email is invalid, the password short and the username long, then the spec messages show',
      fields: [
        [/^username/i, 'u'.repeat(51)],
        [/^email/i, 'not-an-email'],
        [/^password/i, '12345'],
      ],
      messages: [
        'Username is too long',
        'Please enter a valid email',
        'Password must be at least 12 characters',
      ],
    },
    {
      when: 'the password starts or ends with a space or the email has no domain with a dot, then it says so and sends nothing',
      fields: [
        [/^username/i, 'priya'],
        [/^email/i, 'priya@office'],
        [/^password/i, 'secret-pass-2026 '],
      ],
      messages: ['Password cannot start or end with a space', 'Please enter a valid email'],
    },
  ]);

  it('when a new password on edit starts with a space, then it says so and sends nothing', async () => {
    const { user } = setup(existing);
    await fill(user, screen.getByLabelText(/new password/i), ' secret-pass-2027');
    await user.click(screen.getByRole('button', { name: /update user/i }));
    expect(await screen.findByText('Password cannot start or end with a space')).toBeInTheDocument();
    expect(apiMock.put).not.toHaveBeenCalled();
  });

  it('when created, then the default role admin, active and no permissions are sent', async () => {
    apiMock.post.mockResolvedValue({ ...existing, id: 'u9' });
    const { user, onClose } = setup();
    await fill(user, screen.getByLabelText(/^username/i), 'priya');
    await fill(user, screen.getByLabelText(/^password/i), 'secret-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiMock.post).toHaveBeenCalledWith('/api/users', {
      username: 'priya',
      email: '',
      password: 'secret-pass-2026',
      role: 'admin',
      isActive: true,
      permissions: [],
    });
    expect(await screen.findByText('User created successfully!')).toBeInTheDocument();
  });

  it('when edited with a blank password, then the password is left out of the update', async () => {
    apiMock.put.mockResolvedValue(existing);
    const { user, onClose } = setup(existing);
    expect(screen.getByLabelText(/new password/i)).toHaveValue('');
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

  it('when edited with a new password, then it is sent', async () => {
    apiMock.put.mockResolvedValue(existing);
    const { user, onClose } = setup(existing);
    await fill(user, screen.getByLabelText(/new password/i), 'new-secret-2026');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiMock.put.mock.calls[0]?.[1]).toMatchObject({ password: 'new-secret-2026' });
  });

  it("when the server refuses, then its message shows, or the spec's fallback when it has none", async () => {
    apiMock.post.mockRejectedValueOnce(
      new ApiRequestError(409, JSON.stringify({ message: 'Username already exists' }), 'Conflict'),
    );
    const { user, onClose } = setup();
    await fill(user, screen.getByLabelText(/^username/i), 'admin');
    await fill(user, screen.getByLabelText(/^password/i), 'secret-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Username already exists')).toBeInTheDocument();

    apiMock.post.mockRejectedValueOnce(new ApiRequestError(500, '', 'Internal Server Error'));
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
