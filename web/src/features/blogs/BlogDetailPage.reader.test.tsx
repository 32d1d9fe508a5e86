import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import BlogDetailPage from './BlogDetailPage';
import { makeBlog, renderScreen, servePublicContent } from '../../test-utils';
import { loadStaffPreview } from './preview/staff-preview';

vi.mock('../../lib/public-content/api-source');
vi.mock('./preview/staff-preview', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./preview/staff-preview')>()),
  loadStaffPreview: vi.fn(),
}));
const preview = vi.mocked(loadStaffPreview);

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const post = makeBlog({
  id: 'regime',
  title: 'Old & new <regime>',
  category: 'Tax Planning',
  content: words(450), // 3 minutes at 200 words a minute
  createdAt: '2025-03-31T20:00:00.000Z', // 1 April 2025 in India
  updatedAt: '2025-05-02T06:00:00.000Z',
});
const otherCategory = [1, 2, 3, 4].map((n) =>
  makeBlog({
    title: `Bond post ${n}`,
    category: 'Investment Tips',
    createdAt: `2025-0${n}-10T00:00:00.000Z`,
  }),
);

const source = servePublicContent({ blogs: [post, ...otherCategory] });
beforeEach(() => preview.mockReset());

describe('a post for its reader', () => {
  it('shows its date, reading time and the day it was last updated', async () => {
    source.getBlog.mockResolvedValue(post);
    renderScreen(<BlogDetailPage />, { path: '/blogs/regime', route: '/blogs/:id' });
    expect(await screen.findByText('1 April 2025')).toHaveAttribute('datetime', post.publishAt);
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    expect(screen.getByText(/^Updated on/)).toHaveTextContent('Updated on 2 May 2025');
  });

  it('says nothing of an update made the same day it went out', async () => {
    source.getBlog.mockResolvedValue({ ...post, updatedAt: '2025-04-01T10:00:00.000Z' });
    renderScreen(<BlogDetailPage />, { path: '/blogs/regime', route: '/blogs/:id' });
    expect(await screen.findByText('3 min read')).toBeInTheDocument();
    expect(screen.queryByText(/Updated on/)).toBeNull();
  });

  it('when no other post shares its category, then the latest posts show instead, under "Latest Articles"', async () => {
    source.getBlog.mockResolvedValue(post);
    renderScreen(<BlogDetailPage />, { path: '/blogs/regime', route: '/blogs/:id' });
    expect(await screen.findByRole('heading', { name: 'Latest Articles' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Related Articles' })).toBeNull();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Bond post 4', 'Bond post 3', 'Bond post 2']);
  });

  it('offers WhatsApp, LinkedIn and X as plain links with the post address, and Copy link', async () => {
    source.getBlog.mockResolvedValue(post);
    renderScreen(<BlogDetailPage />, { path: '/blogs/regime', route: '/blogs/:id' });
    const share = await screen.findByRole('navigation', { name: 'Share this article' });
    const url = 'http://localhost:5000/blogs/regime';
    const href = (name: string) => within(share).getByRole('link', { name }).getAttribute('href');
    expect(href('Share on WhatsApp (opens in a new tab)')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Old & new <regime> ${url}`)}`,
    );
    expect(href('Share on LinkedIn (opens in a new tab)')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    expect(href('Share on X (opens in a new tab)')).toBe(
      `https://x.com/intent/post?text=Old%20%26%20new%20%3Cregime%3E&url=${encodeURIComponent(url)}`,
    );
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});

describe('a staff preview (?preview=1)', () => {
  it('when staff open a draft, then it shows as it will look, under a Preview banner, and the tab names it', async () => {
    source.getBlog.mockResolvedValue(null); // what a visitor gets
    const draft = { ...post, status: 'draft' as const };
    preview.mockResolvedValue(draft);
    renderScreen(<BlogDetailPage />, { path: '/blogs/regime?preview=1', route: '/blogs/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Old & new <regime>' })).toBeInTheDocument();
    expect(screen.getByTestId('preview-banner')).toHaveTextContent(
      'PreviewOnly signed-in staff can open this page. It is a draft',
    );
    expect(document.title).toBe('Preview: Old & new <regime> | 36x Advisory');
    expect(preview).toHaveBeenCalledWith('regime');
  });

  it('when a scheduled post is previewed, then the banner says when visitors will see it (India time)', async () => {
    source.getBlog.mockResolvedValue(null);
    preview.mockResolvedValue({ ...post, publishAt: '2999-01-01T04:00:00.000Z' });
    renderScreen(<BlogDetailPage />, { path: '/blogs/regime?preview=1', route: '/blogs/:id' });
    expect(await screen.findByTestId('preview-banner')).toHaveTextContent(
      'visitors will see it from 1 Jan 2999, 9:30 am IST',
    );
  });

  it('when the caller is not staff, then it is the usual Blog Not Found', async () => {
    source.getBlog.mockResolvedValue(null);
    preview.mockResolvedValue(null);
    renderScreen(<BlogDetailPage />, { path: '/blogs/regime?preview=1', route: '/blogs/:id' });
    expect(await screen.findByRole('heading', { name: 'Blog Not Found' })).toBeInTheDocument();
    expect(screen.queryByTestId('preview-banner')).toBeNull();
  });

  it('without ?preview=1 nobody is asked for a staff session', async () => {
    source.getBlog.mockResolvedValue(post);
    renderScreen(<BlogDetailPage />, { path: '/blogs/regime', route: '/blogs/:id' });
    await screen.findByText('3 min read');
    expect(preview).not.toHaveBeenCalled();
  });
});
