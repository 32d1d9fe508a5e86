import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import BlogListPage from './BlogListPage';
import { headingTexts, makeBlog, renderScreen, servePublicContent } from '../../test-utils';

vi.mock('../../lib/public-content/api-source');

// 26 posts, newest first: "Post 26" ... "Post 1" (three pages of 12).
const posts = Array.from({ length: 26 }, (_, i) =>
  makeBlog({ title: `Post ${i + 1}`, createdAt: new Date(Date.UTC(2025, 0, i + 1)).toISOString() }),
);

servePublicContent({ blogs: posts });

const cardTitles = () => headingTexts(2);

describe('the blog list in pages of 12', () => {
  it('shows the first 12 and a link to the next page, none to a previous one', async () => {
    renderScreen(<BlogListPage />, { path: '/blogs' });
    expect(await screen.findByText('Showing 12 of 26 blogs')).toBeInTheDocument();
    expect(cardTitles().slice(0, 2)).toEqual(['Post 26', 'Post 25']);
    expect(cardTitles()).toHaveLength(12);
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).queryByRole('link', { name: /previous/i })).toBeNull();
    expect(within(pager).getByRole('link', { name: /next/i })).toHaveAttribute('href', '/blogs?page=2');
  });

  it('opens at the page the address names, and the links move between pages', async () => {
    const user = userEvent.setup();
    renderScreen(<BlogListPage />, { path: '/blogs?page=3' });
    expect(await screen.findByText('Showing 2 of 26 blogs')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Post 2', 'Post 1']);
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    await user.click(within(pager).getByRole('link', { name: /previous/i }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(cardTitles()[0]).toBe('Post 14');
  });

  it('keeps the filters in the page links, and a new search starts again at page 1', async () => {
    const user = userEvent.setup();
    renderScreen(<BlogListPage />, { path: '/blogs?sort=oldest&page=2' });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(cardTitles()[0]).toBe('Post 13');
    expect(screen.getByRole('link', { name: /next/i })).toHaveAttribute('href', '/blogs?sort=oldest&page=3');
    await user.type(screen.getByRole('searchbox', { name: 'Search blogs' }), 'Post 1');
    // "Post 1", "Post 10".."Post 19": 11 posts, one page
    expect(await screen.findByText('Showing 11 of 26 blogs')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });
});
