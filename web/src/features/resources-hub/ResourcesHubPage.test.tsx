import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ResourcesHubPage from './ResourcesHubPage';
import { makeBlog, makeVideo, renderScreen, servePublicContent } from '../../test-utils';

vi.mock('../../lib/public-content/api-source');

const blogs = Array.from({ length: 8 }, (_, i) =>
  makeBlog({
    title: `Post ${i + 1}`,
    category: i === 7 ? 'Estate Planning' : 'Tax Planning',
    content: i === 3 ? 'All about Section 54 reinvestment, long enough for the rule.' : undefined,
  }),
);
const videos = Array.from({ length: 7 }, (_, i) =>
  makeVideo({
    title: `Clip ${i + 1}`,
    description: i === 2 ? 'Term insurance riders explained simply.' : 'General money basics for families.',
  }),
);

servePublicContent({ blogs, videos });

const insights = () => screen.getByRole('region', { name: 'Latest Insights' });
const videoSection = () => screen.getByRole('region', { name: 'Expert Videos' });

describe('ResourcesHubPage', () => {
  it('when it renders, then the hero, the tax-planning anchor and cards, the calculator anchor and the CTAs are there', async () => {
    const { container } = renderScreen(<ResourcesHubPage />, { path: '/resources' });
    expect(screen.getByRole('heading', { level: 1, name: 'Financial Resources Hub' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Resources' })).toHaveAttribute(
      'href',
      '/resources#tax-planning',
    );
    const tax = container.querySelector('section#tax-planning')!;
    expect(
      within(tax as HTMLElement)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Business Tax Optimization', 'Personal Tax Planning', 'Investment Tax Strategy']);
    expect(container.querySelector('section#calculator a[href="/calculator"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'View All Blogs' })).toHaveAttribute('href', '/blogs');
    expect(screen.getByRole('link', { name: 'Explore More' })).toHaveAttribute('href', '/videos');
    await within(insights()).findAllByRole('article');
  });

  it('when it renders, then each of its two search landmarks is named after what it searches', () => {
    renderScreen(<ResourcesHubPage />, { path: '/resources' });
    expect(screen.getAllByRole('search').map((s) => s.getAttribute('aria-label'))).toEqual([
      'Search blogs',
      'Search videos',
    ]);
    expect(screen.getByRole('search', { name: 'Search videos' })).toContainElement(
      screen.getByRole('searchbox', { name: 'Search videos' }),
    );
  });

  it('when there are more than six posts and videos, then six of each show', async () => {
    renderScreen(<ResourcesHubPage />, { path: '/resources' });
    // Until the lists come (the prerendered page), a card links to each full list (SITE-START-2).
    expect(within(insights()).getByRole('link', { name: 'Read the latest articles' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    expect(within(videoSection()).getByRole('link', { name: 'Watch the latest videos' })).toHaveAttribute(
      'href',
      '/videos',
    );
    const list = await within(insights()).findByRole('list', { name: 'Latest blogs' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    // Each card is one link, named by the post's title.
    expect(within(insights()).getAllByRole('link', { name: blogs[0]!.title })).toHaveLength(1);
    expect(within(insights()).getByRole('link', { name: blogs[0]!.title })).toHaveAttribute(
      'href',
      `/blogs/${blogs[0]!.id}`,
    );
    expect(await within(videoSection()).findAllByRole('link', { name: /^Play video:/ })).toHaveLength(6);
  });

  it('when searching blogs, then content and category match case-insensitively; no match shows the spec message', async () => {
    const user = userEvent.setup();
    renderScreen(<ResourcesHubPage />, { path: '/resources' });
    await within(insights()).findAllByRole('article');
    const search = within(insights()).getByPlaceholderText('Search blogs...');
    await user.type(search, 'section 54');
    expect(
      within(insights())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Post 4']);
    await user.clear(search);
    await user.type(search, 'ESTATE');
    expect(
      within(insights())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Post 8']);
    await user.type(search, 'zzz');
    expect(within(insights()).getByText('No blogs found matching your search.')).toBeInTheDocument();
  });

  it('when searching videos, then the description matches; no match shows the spec message', async () => {
    const user = userEvent.setup();
    renderScreen(<ResourcesHubPage />, { path: '/resources' });
    await within(videoSection()).findAllByRole('link', { name: /^Play video:/ });
    const search = within(videoSection()).getByPlaceholderText('Search videos...');
    await user.type(search, 'RIDERS');
    expect(
      within(videoSection())
        .getAllByRole('link', { name: /^Play video:/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Play video: Clip 3, duration 10:00']);
    await user.type(search, 'zzz');
    expect(within(videoSection()).getByText('No videos found matching your search.')).toBeInTheDocument();
  });
});
