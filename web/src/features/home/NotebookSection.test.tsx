import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeBlog, makeVideo, renderScreen, servePublicContent } from '../../test-utils';
import { NotebookSection } from './NotebookSection';

vi.mock('../../lib/public-content/api-source');

const newest = makeBlog({
  id: 'new-regime',
  title: 'The new regime in five minutes',
  category: 'Tax Planning',
});
const older = makeBlog({ title: 'An older post' });
const videos = [
  makeVideo({ title: 'Term cover, explained' }),
  makeVideo({ id: 'bonds', title: 'Bond ladders' }),
  makeVideo({ title: 'A third video' }),
];

const section = () => screen.getByRole('region', { name: 'Notes on Money, Written Plainly' });

const source = servePublicContent({ blogs: [newest, older], videos });

describe('NotebookSection (home)', () => {
  it('when the lists arrive, then it shows the newest article and the two newest videos, linked', async () => {
    renderScreen(<NotebookSection />);
    await screen.findByRole('heading', { name: 'The new regime in five minutes' });
    // Each card is one link, in its title, stretched over the card (the same as on the list and the hub).
    expect(screen.getByRole('link', { name: 'The new regime in five minutes' })).toHaveAttribute(
      'href',
      '/blogs/new-regime',
    );
    expect(await screen.findByRole('heading', { name: 'Term cover, explained' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bond ladders' })).toHaveAttribute('href', '/videos/bonds');
    const cards = within(section()).getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('An older post')).not.toBeInTheDocument();
    expect(screen.queryByText('A third video')).not.toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: /Visit Knowledge Space/ })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  it('while the lists load (and in the prerendered page), then cards link to the full lists and the grid says it is busy (SITE-START-2)', () => {
    source.listBlogs.mockReturnValue(new Promise(() => {}));
    source.listVideos.mockReturnValue(new Promise(() => {}));
    renderScreen(<NotebookSection />);
    expect(section().querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Read the latest articles' })).toHaveAttribute('href', '/blogs');
    expect(screen.getByRole('link', { name: 'Watch the latest videos' })).toHaveAttribute('href', '/videos');
    expect(section().querySelector('.MuiSkeleton-root')).toBeNull();
  });

  it('when a list cannot be loaded or is empty, then it says so instead of a card', async () => {
    source.listBlogs.mockRejectedValue(new Error('offline'));
    source.listVideos.mockResolvedValue([]);
    renderScreen(<NotebookSection />);
    expect(await screen.findByText(/latest article could not be loaded just now/)).toBeInTheDocument();
    expect(await screen.findByText('New videos are on their way.')).toBeInTheDocument();
  });
});
