import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Blog } from '@36x/common';
import { adminBlog, fill, openModal } from '../../test-utils';
import { BlogModal } from '../BlogModal';
import { api } from '../../../../lib/api-client';

vi.mock('../../../../lib/api-client');
const apiMock = vi.mocked(api);
const uploadMock = vi.hoisted(() => vi.fn());
vi.mock('../../api/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/uploads')>()),
  uploadImage: uploadMock,
}));
vi.mock('../../api/authors', () => ({ useAuthorChoices: () => ({ data: [] }) }));
vi.mock('../../api/tags', () => ({ useTags: () => ({ data: [] }) }));

const setup = (blog: Blog) => openModal((onClose) => <BlogModal open blog={blog} onClose={onClose} />);
const openSection = async (user: { click: (e: Element) => Promise<void> }) =>
  user.click(screen.getByRole('button', { name: /social cards/i }));

/** Decision 055: the post editor's social cards, their fallbacks and previews. */
describe('BlogModal: social cards', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.localStorage.clear();
  });

  it('when opened, then Facebook shows the post title and excerpt greyed as fallbacks; a title typed replaces it live', async () => {
    const { user } = setup(adminBlog({ title: 'Budget notes', excerpt: 'Short summary' }));
    // Collapsed by default: none of its fields are on the page.
    expect(screen.queryByLabelText('Facebook title')).not.toBeInTheDocument();
    expect(
      screen.getByText("Facebook and X show the post's title, description and image"),
    ).toBeInTheDocument();
    await openSection(user);
    const title = await screen.findByLabelText('Facebook title');
    expect(title).toHaveAttribute('placeholder', 'Budget notes | 36x Advisory');
    const preview = screen.getByRole('figure', { name: 'Facebook preview' });
    expect(within(preview).getByTestId('facebook-card-title')).toHaveTextContent(
      'Budget notes | 36x Advisory',
    );
    expect(within(preview).getByTestId('facebook-card-title')).toHaveStyle({ opacity: '0.5' });
    expect(within(preview).getByText(/the title is the post title/)).toBeInTheDocument();
    expect(within(preview).getByText(/the image is the site's share image/)).toBeInTheDocument();
    expect(within(preview).getByRole('img')).toHaveAttribute('src', '/share/default-1200x630.png');

    await fill(user, title, 'Four budget changes that matter');
    expect(within(preview).getByTestId('facebook-card-title')).toHaveTextContent(
      /^Four budget changes that matter$/,
    );
    expect(within(preview).getByTestId('facebook-card-title')).not.toHaveStyle({ opacity: '0.5' });
    expect(within(preview).queryByText(/the title is/)).not.toBeInTheDocument();
  });

  it('when X is chosen, then the meta fields come before the post and a long title is cut at 70 like X does', async () => {
    const { user } = setup(adminBlog({ metaDescription: 'What the budget changed for salaried people.' }));
    await openSection(user);
    await user.click(screen.getByRole('tab', { name: 'X' }));
    const preview = screen.getByRole('figure', { name: 'X preview' });
    expect(within(preview).getByTestId('x-card-description')).toHaveTextContent(
      'What the budget changed for salaried people.',
    );
    expect(within(preview).getByText(/the description is the meta description/)).toBeInTheDocument();
    const long =
      'Budget 2026: every change to the new regime, the standard deduction and capital gains explained';
    await fill(user, screen.getByLabelText('X title'), long);
    const shown = within(preview).getByTestId('x-card-title').textContent ?? '';
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(70);
    // Past what X shows, the counter says so (the hard limit is 300).
    expect(screen.getByText(`${long.length}/70 (max 300)`)).toBeInTheDocument();
  });

  it('when a card image is uploaded, then both the field and the preview use it; the post is saved with the card fields', async () => {
    uploadMock.mockResolvedValue('/api/uploads/blog-images/x-card.png');
    apiMock.put.mockImplementation(async (_p: string, body: unknown) => ({
      ...adminBlog(),
      ...(body as object),
    }));
    const { user, onClose } = setup(adminBlog());
    await openSection(user);
    await user.click(screen.getByRole('tab', { name: 'X' }));
    await user.upload(
      screen.getByTestId('twitterImage-file'),
      new File(['png'], 'x.png', { type: 'image/png' }),
    );
    expect(await screen.findByLabelText('X image URL')).toHaveValue('/api/uploads/blog-images/x-card.png');
    const preview = screen.getByRole('figure', { name: 'X preview' });
    expect(within(preview).getByRole('img')).toHaveAttribute('src', '/api/uploads/blog-images/x-card.png');
    await fill(user, screen.getByLabelText('X title'), 'Budget notes, on X');
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiMock.put).toHaveBeenCalledWith(
      '/api/blogs/b1',
      expect.objectContaining({
        twitterTitle: 'Budget notes, on X',
        twitterImage: '/api/uploads/blog-images/x-card.png',
        ogTitle: '',
      }),
    );
  }, 60_000);

  it('when a saved card field is refused, then the section opens on its network with the message and nothing is sent', async () => {
    const { user } = setup(adminBlog({ twitterImage: 'https://example.in/card.png', ogTitle: 'Own title' }));
    expect(screen.getByText('Own: Facebook title, X image; the rest from the post')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByRole('tab', { name: 'X', selected: true })).toBeInTheDocument();
    expect(await screen.findByText(/Images from other sites are limited to/)).toBeInTheDocument();
    expect(apiMock.put).not.toHaveBeenCalled();
  });
});
