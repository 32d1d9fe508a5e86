import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Video } from '@36x/common';
import { fill, itRefuses, openModal } from '../test-utils';
import { VideoModal } from './VideoModal';
import { api } from '../../../lib/api-client';

vi.mock('../../../lib/api-client');
const apiMock = vi.mocked(api);

const DESCRIPTION = 'How the new tax regime compares for salaried people.';

const setup = (video: Video | null = null) =>
  openModal((onClose) => <VideoModal open video={video} onClose={onClose} />);

describe('VideoModal', () => {
  beforeEach(() => vi.clearAllMocks());

  itRefuses(setup, 'Add Video', apiMock.post, [
    {
      when: 'saved empty, then title, YouTube URL and description show the spec messages',
      fields: [],
      messages: ['Title is required', 'YouTube URL is required', 'Description is required'],
    },
    {
      when: 'the URL is not YouTube and the description short, then the spec messages show',
      fields: [
        [/youtube url/i, 'https://vimeo.com/123'],
        [/^description/i, 'Too short'],
      ],
      messages: ['Please enter a valid YouTube URL', 'Description must be at least 20 characters'],
    },
  ]);

  it('when a YouTube link is typed, then the embedded preview follows it as typed', async () => {
    const { user } = setup();
    expect(screen.queryByTitle('YouTube video preview')).not.toBeInTheDocument();
    const url = screen.getByLabelText(/youtube url/i);
    await fill(user, url, 'https://youtu.be/dQw4w9WgXc');
    expect(screen.queryByTitle('YouTube video preview')).not.toBeInTheDocument();
    await user.type(url, 'Q');
    expect(screen.getByTitle('YouTube video preview')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await user.clear(url);
    await fill(user, url, 'https://www.youtube.com/watch?v=abcdefghijk&t=10');
    expect(screen.getByTitle('YouTube video preview')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcdefghijk',
    );
  });

  it('when added, then the fields, default views and derived thumbnail are sent and Video Added shows', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    apiMock.post.mockReturnValue(new Promise((r) => (resolve = r)));
    const { user, onClose } = setup();
    await fill(user, screen.getByLabelText(/^title/i), 'New regime explained');
    await fill(user, screen.getByLabelText(/youtube url/i), 'https://www.youtube.com/watch?v=abcdefghijk');
    await fill(user, screen.getByLabelText(/^duration/i), '12:34');
    await fill(user, screen.getByLabelText(/^description/i), DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    resolve({});
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiMock.post).toHaveBeenCalledWith('/api/videos', {
      title: 'New regime explained',
      youtubeUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
      duration: '12:34',
      views: '0',
      description: DESCRIPTION,
      thumbnail: 'https://img.youtube.com/vi/abcdefghijk/maxresdefault.jpg',
    });
    expect(await screen.findByText('Video Added')).toBeInTheDocument();
  });

  it('when adding fails, then the add error toast shows', async () => {
    apiMock.post.mockRejectedValue(new Error('500: down'));
    const { user, onClose } = setup();
    await fill(user, screen.getByLabelText(/^title/i), 'A video');
    await fill(user, screen.getByLabelText(/youtube url/i), 'https://youtu.be/abcdefghijk');
    await fill(user, screen.getByLabelText(/^description/i), DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(await screen.findByText('There was an error adding the video.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
