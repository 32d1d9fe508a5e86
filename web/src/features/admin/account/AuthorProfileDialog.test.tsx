import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { renderAdmin, staffMember } from '../test-utils';
import { AuthorProfileDialog } from './AuthorProfileDialog';

vi.mock('../../../lib/api-client');
const apiMock = vi.mocked(api);
const uploadMock = vi.hoisted(() => vi.fn());
vi.mock('../api/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/uploads')>()),
  uploadImage: uploadMock,
}));

const UPLOADED = '/api/uploads/blog-images/abc_512.jpg';
const setup = () => {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderAdmin(
    <AuthorProfileDialog
      open
      userId="id-user"
      profile={{ name: 'Asha Rao', slug: 'asha-rao', bio: '', photo: '' }}
      onClose={onClose}
    />,
  );
  return { user, onClose };
};

describe('AuthorProfileDialog photo', () => {
  beforeEach(() => vi.clearAllMocks());

  it('when a photo file is chosen, then it is uploaded as an avatar (cropped square by the server) and saved with the profile', async () => {
    uploadMock.mockResolvedValue(UPLOADED);
    apiMock.put.mockResolvedValue({
      ...staffMember('user'),
      profile: { name: 'Asha Rao', slug: 'asha-rao' },
    });
    const { user, onClose } = setup();
    await user.upload(
      screen.getByTestId('avatar-file'),
      new File([new Uint8Array([1, 2, 3])], 'me.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Or a photo address')).toHaveValue(UPLOADED));
    expect(uploadMock).toHaveBeenCalledWith(expect.any(File), expect.any(Function), true);
    expect(screen.getByRole('img', { name: 'Photo of Asha Rao' })).toHaveAttribute('src', UPLOADED);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiMock.put).toHaveBeenCalledWith(
      '/api/users/id-user/profile',
      expect.objectContaining({ photo: UPLOADED }),
    );
  });

  it('when a file is not an image, then it is refused before upload with the spec message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAdmin(<AuthorProfileDialog open userId="id-user" profile={undefined} onClose={vi.fn()} />);
    await user.upload(
      screen.getByTestId('avatar-file'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('when an address on another site is typed, then the host message shows and nothing is saved', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Or a photo address'));
    await user.paste('https://example.com/me.jpg');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(/Images from other sites are limited to/)).toBeInTheDocument();
    expect(apiMock.put).not.toHaveBeenCalled();
  });
});
