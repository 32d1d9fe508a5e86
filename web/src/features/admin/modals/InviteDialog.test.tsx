import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiRequestError, api } from '../../../lib/api-client';
import { fill, itRefuses, openModal } from '../test-utils';
import { InviteDialog } from './InviteDialog';

vi.mock('../../../lib/api-client');
const apiMock = vi.mocked(api);

const setup = () => openModal((onClose) => <InviteDialog open onClose={onClose} />);

describe('InviteDialog', () => {
  beforeEach(() => vi.clearAllMocks());

  itRefuses(setup, 'Send invitation', apiMock.post, [
    { when: 'sent empty, then it asks for the address', fields: [], messages: ['Email is required'] },
    {
      when: 'the address is invalid or the username has a space, then it says so',
      fields: [
        [/^email/i, 'priya@office'],
        [/^username/i, 'priya s'],
      ],
      messages: ['Please enter a valid email', 'Username cannot contain spaces'],
    },
  ]);

  it('when sent, then the address, the role chosen and no password go to the API, and it says how long the link works', async () => {
    apiMock.post.mockResolvedValue({ id: 'i1' });
    const { user, onClose } = setup();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    await fill(user, screen.getByLabelText(/^email/i), 'priya@example.com');
    await user.click(screen.getByRole('combobox', { name: /role/i }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiMock.post).toHaveBeenCalledWith('/api/invitations', {
      email: 'priya@example.com',
      role: 'viewer',
      username: '',
    });
    expect(await screen.findByText('The link in the mail works once, for 7 days.')).toBeInTheDocument();
  });

  it('when the address is already staff, then the server message shows under the field and the dialog stays', async () => {
    const message = 'A staff account already uses this e-mail address.';
    apiMock.post.mockRejectedValueOnce(
      new ApiRequestError(409, JSON.stringify({ message, errors: { email: message } }), 'Conflict'),
    );
    const { user, onClose } = setup();
    await fill(user, screen.getByLabelText(/^email/i), 'editor@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
