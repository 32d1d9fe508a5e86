import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import VideoLibraryPage from './VideoLibraryPage';
import { headingTexts, makeVideo, renderScreen, servePublicContent } from '../../test-utils';

vi.mock('../../lib/public-content/api-source');

const nine = makeVideo({
  title: 'Nine views',
  views: '9',
  youtubeUrl: 'https://youtu.be/aaaaaaaaaaa',
  createdAt: '2025-03-01T00:00:00.000Z',
});
const big = makeVideo({
  title: 'Big one',
  views: '1234567',
  youtubeUrl: 'https://www.youtube.com/watch?v=bbbbbbbbbbb',
  createdAt: '2025-01-01T00:00:00.000Z',
  description: 'All about rupee cost averaging in SIPs.',
});
const ninety = makeVideo({
  title: 'Ninety',
  views: '90',
  youtubeUrl: 'https://youtu.be/ccccccccccc',
  createdAt: '2025-02-01T00:00:00.000Z',
});

const titles = () => headingTexts(2, 'Expert Videos');

servePublicContent({ videos: [nine, big, ninety] });

describe('VideoLibraryPage', () => {
  it('when sorted by Most Viewed, then views order numerically and show with Indian grouping', async () => {
    const user = userEvent.setup();
    renderScreen(<VideoLibraryPage />, { path: '/videos' });
    expect(await screen.findByText('Showing 3 of 3 videos')).toBeInTheDocument();
    expect(titles()).toEqual(['Nine views', 'Ninety', 'Big one']);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Most Viewed' }));
    expect(titles()).toEqual(['Big one', 'Ninety', 'Nine views']);
    expect(screen.getByText('12,34,567 views')).toBeInTheDocument();
    expect(screen.getByText('1 Jan 2025')).toBeInTheDocument();
    expect(screen.getAllByText('10:00')).toHaveLength(3);
  });

  it('when searching the description, then only matches show; no match says so', async () => {
    const user = userEvent.setup();
    renderScreen(<VideoLibraryPage />, { path: '/videos' });
    await screen.findByText('Showing 3 of 3 videos');
    const search = screen.getByRole('searchbox', { name: 'Search videos' });
    await user.type(search, 'RUPEE cost');
    expect(titles()).toEqual(['Big one']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(
      screen.getByRole('heading', { name: 'No videos found matching your search.' }),
    ).toBeInTheDocument();
  });

  it('when a card is chosen, then one dialog plays it with autoplay; closing removes the player; another replaces it', async () => {
    const user = userEvent.setup();
    renderScreen(<VideoLibraryPage />, { path: '/videos' });
    await screen.findByText('Showing 3 of 3 videos');
    // Before the app runs (or without it) the card is a link to the video's own page (SITE-START-2).
    const card = screen.getByRole('link', { name: 'Play video: Big one, duration 10:00' });
    expect(card.getAttribute('href')).toMatch(/^\/videos\/[^/]+$/);
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Big one' });
    const frame = within(dialog).getByTitle('YouTube video player: Big one');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/bbbbbbbbbbb?autoplay=1');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    await user.click(within(dialog).getByRole('button', { name: 'Close video' }));
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    // The closing dialog hides the page from assistive technology until its exit transition ends.
    await user.click(
      await screen.findByRole('link', { name: 'Play video: Ninety, duration 10:00' }, { timeout: 5000 }),
    );
    await screen.findByRole('dialog', { name: 'Ninety' });
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(document.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/ccccccccccc?autoplay=1',
    );
  });

  // The VideoObject JSON-LD comes from the route's `meta` (routes/routes-meta.test.ts), not from the screen.
  it('when the page renders, then the disclaimer is present and the screen writes no JSON-LD of its own', async () => {
    const { container } = renderScreen(<VideoLibraryPage />, { path: '/videos' });
    await screen.findByText('Showing 3 of 3 videos');
    expect(screen.getByRole('note', { name: 'Disclaimer' })).toBeInTheDocument();
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
