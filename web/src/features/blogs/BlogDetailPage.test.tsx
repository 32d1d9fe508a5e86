import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import BlogDetailPage from './BlogDetailPage';
import { headingTexts, makeBlog, renderScreen, servePublicContent } from '../../test-utils';

vi.mock('../../lib/public-content/api-source');

const post = makeBlog({
  id: 'regime',
  title: 'Old or new regime?',
  category: 'Tax Planning',
  excerpt: 'A five-minute way to choose.',
  image: 'https://cdn.example.in/regime.jpg',
  content: 'First paragraph.\nSecond line of it.\n\nSecond paragraph.',
  createdAt: '2025-03-31T20:00:00.000Z',
});
const sameCategory = [1, 2, 3, 4].map((n) =>
  makeBlog({ title: `Tax post ${n}`, category: 'Tax Planning', createdAt: `2025-0${n}-10T00:00:00.000Z` }),
);
const other = makeBlog({ title: 'Bonds for seniors', category: 'Investment Tips' });

const source = servePublicContent({ blogs: [post, ...sameCategory, other] });

describe('BlogDetailPage', () => {
  // The body's renderer is a chunk of its own (decision 054): imported once here, so no test's limit pays for it.
  beforeAll(() => import('../../components/markdown/Markdown'), 120_000);

  it('when the post exists, then category, date, title, excerpt, image, body with breaks and author show', async () => {
    source.getBlog.mockResolvedValue(post);
    const { container } = renderScreen(<BlogDetailPage />, { path: '/blogs/regime', route: '/blogs/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Old or new regime?' })).toBeInTheDocument();
    expect(source.getBlog).toHaveBeenCalledWith('regime');
    expect(screen.getByRole('link', { name: 'Tax Planning' })).toHaveAttribute(
      'href',
      '/blogs?category=Tax+Planning',
    );
    expect(screen.getByText('1 April 2025')).toHaveAttribute('datetime', post.createdAt);
    expect(screen.getByText('A five-minute way to choose.')).toBeInTheDocument();
    expect(container.querySelector('img[src="https://cdn.example.in/regime.jpg"]')).not.toBeNull();
    // The body hydrates from its own chunk, when the browser is idle (decision 054).
    expect(await screen.findByText(/First paragraph\.\s+Second line of it\./)).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.').tagName).toBe('P');
    expect(screen.getByText(/^By/)).toHaveTextContent(
      /CA .+Chartered Accountant, CFA Charterholder & Company Secretary/,
    );
    expect(screen.getByRole('note', { name: 'Disclaimer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Start an Enquiry' })).toHaveAttribute('href', '/enquiry');
    // Title, share image and BlogPosting JSON-LD come from the route's `meta` (routes/routes-meta.test.ts).
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('when other posts share the category, then at most three of them show as related, newest first', async () => {
    source.getBlog.mockResolvedValue(post);
    renderScreen(<BlogDetailPage />, { path: '/blogs/regime', route: '/blogs/:id' });
    expect(await screen.findByRole('heading', { name: 'Related Articles' })).toBeInTheDocument();
    const related = headingTexts(3);
    expect(related).toEqual(['Tax post 4', 'Tax post 3', 'Tax post 2']);
  });

  // The noindex of a missing post comes from the route's `meta` (routes/routes-meta.test.ts).
  it('when the post does not exist, then "Blog Not Found" shows with a link back', async () => {
    source.getBlog.mockResolvedValue(null);
    renderScreen(<BlogDetailPage />, { path: '/blogs/missing', route: '/blogs/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('when reading the post fails, then "Blog Not Found" shows too', async () => {
    source.getBlog.mockRejectedValue(new Error('500: boom'));
    renderScreen(<BlogDetailPage />, { path: '/blogs/x', route: '/blogs/:id' });
    expect(await screen.findByRole('heading', { name: 'Blog Not Found' })).toBeInTheDocument();
  });
});
