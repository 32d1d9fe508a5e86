import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { INVITATION_INVALID } from '@36x/common';
import { ApiRequestError, api } from '../../lib/api-client';
import { acceptInvitation } from '../../lib/staff-auth';
import { fill, renderAdmin } from './test-utils';
import AcceptInvitePage from './AcceptInvitePage';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../../lib/staff-auth', () => ({ acceptInvitation: vi.fn() }));
const apiMock = vi.mocked(api);
const acceptMock = vi.mocked(acceptInvitation);

const PREVIEW = {
  email: 'asha@example.com',
  role: 'user',
  username: 'asha',
  expiresAt: '2026-12-13T00:00:00Z',
};

function open(hash: string) {
  window.history.replaceState(null, '', `/admin-dashboard/accept-invite${hash}`);
  const user = userEvent.setup();
  renderAdmin(
    <Routes>
      <Route path="/admin-dashboard/accept-invite" element={<AcceptInvitePage />} />
      <Route path="/admin-dashboard" element={<p>Dashboard</p>} />
    </Routes>,
    '/admin-dashboard/accept-invite',
  );
  return user;
}

describe('AcceptInvitePage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('when the link is opened, then it shows whom it is for, takes the token out of the address, and signs the new account in', async () => {
    apiMock.post.mockResolvedValue(PREVIEW);
    acceptMock.mockResolvedValue({} as never);
    const user = open('#token=tok123');
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('Editor (user)')).toBeInTheDocument();
    expect(apiMock.post).toHaveBeenCalledWith('/api/invitations/preview', { token: 'tok123' });
    expect(window.location.hash).toBe('');
    expect(screen.getByLabelText(/^username/i)).toHaveValue('asha');
    await fill(user, screen.getByLabelText(/^password/i), 'quiet-harbour-lantern-7');
    await fill(user, screen.getByLabelText(/^repeat password/i), 'quiet-harbour-lantern-7');
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(acceptMock).toHaveBeenCalledWith({
      token: 'tok123',
      username: 'asha',
      password: 'quiet-harbour-lantern-7',
    });
  });

  it('when the password is short, common or not repeated the same, then it says so and sends nothing', async () => {
    apiMock.post.mockResolvedValue(PREVIEW);
    const user = open('#token=tok123');
    await fill(user, await screen.findByLabelText(/^password/i), 'password1234');
    await fill(user, screen.getByLabelText(/^repeat password/i), 'password12345');
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    expect(await screen.findByText(/too common/)).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(acceptMock).not.toHaveBeenCalled();
  });

  it('when the link was used, expired or revoked, then it says so and offers the sign-in page', async () => {
    apiMock.post.mockRejectedValue(
      new ApiRequestError(
        400,
        JSON.stringify({ message: INVITATION_INVALID, errors: { token: INVITATION_INVALID } }),
        'Bad Request',
      ),
    );
    open('#token=spent');
    expect(await screen.findByText(INVITATION_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('when the username is taken, then the server message shows under the field', async () => {
    apiMock.post.mockResolvedValue({ ...PREVIEW, username: '' });
    const taken = 'That username is already taken';
    acceptMock.mockRejectedValue(
      new ApiRequestError(409, JSON.stringify({ message: taken, errors: { username: taken } }), 'Conflict'),
    );
    const user = open('#token=tok123');
    await fill(user, await screen.findByLabelText(/^username/i), 'editor');
    await fill(user, screen.getByLabelText(/^password/i), 'quiet-harbour-lantern-7');
    await fill(user, screen.getByLabelText(/^repeat password/i), 'quiet-harbour-lantern-7');
    await user.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
  });
});
