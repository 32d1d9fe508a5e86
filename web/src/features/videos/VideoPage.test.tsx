import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import VideoPage from './VideoPage';
import VideoLibraryPage from './VideoLibraryPage';
import { makeVideo, renderScreen, servePublicContent } from '../../test-utils';
import { renderSitemap } from '../../routes/sitemap';

vi.mock('../../lib/public-content/api-source');

const video = makeVideo({
  id: 'riders',
  title: 'Term insurance riders',
  youtubeUrl: 'https://youtu.be/aaaaaaaaaaa',
  description: 'Which riders are worth paying for, and which are not.',
  duration: '12:34',
  views: '1200',
  createdAt: '2025-03-31T20:00:00.000Z',
});

servePublicContent({ videos: [video] });

describe("a video's own page (/videos/{id})", () => {
  it('shows the player, its details and share links carrying its own address', async () => {
    renderScreen(<VideoPage />, { path: '/videos/riders', route: '/videos/:id' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Term insurance riders' }),
    ).toBeInTheDocument();
    expect(screen.getByTitle('YouTube video player: Term insurance riders')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aaaaaaaaaaa',
    );
    expect(screen.getByText('Which riders are worth paying for, and which are not.')).toBeInTheDocument();
    expect(screen.getByText('1 Apr 2025')).toHaveAttribute('datetime', video.createdAt);
    const share = screen.getByRole('navigation', { name: 'Share this video' });
    expect(within(share).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent('http://localhost:5000/videos/riders')}`,
    );
    expect(screen.getByRole('link', { name: 'All Videos' })).toHaveAttribute('href', '/videos');
  });

  it('when the id is unknown, then Video Not Found with a way back', async () => {
    renderScreen(<VideoPage />, { path: '/videos/nope', route: '/videos/:id' });
    expect(await screen.findByRole('heading', { name: 'Video Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Videos' })).toHaveAttribute('href', '/videos');
  });

  it("the library's player dialog links to the video's own page and shares that address", async () => {
    const user = userEvent.setup();
    renderScreen(<VideoLibraryPage />, { path: '/videos' });
    await user.click(await screen.findByRole('link', { name: /Play video: Term insurance riders/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: "This video's own page" })).toHaveAttribute(
      'href',
      '/videos/riders',
    );
    expect(
      within(dialog)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toContain(encodeURIComponent('http://localhost:5000/videos/riders'));
  });

  it('is in the sitemap, after the posts', () => {
    const xml = renderSitemap(
      'https://x.in',
      [{ id: 'post', createdAt: '2025-01-01T00:00:00.000Z' }],
      [video],
    );
    expect(xml).toContain('<url><loc>https://x.in/videos/riders</loc><lastmod>');
    expect(xml.indexOf('/blogs/post')).toBeLessThan(xml.indexOf('/videos/riders'));
  });
});
