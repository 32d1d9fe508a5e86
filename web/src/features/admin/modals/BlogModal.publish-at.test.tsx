import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { POST_CONTENT, adminBlog, fill, openModal } from '../test-utils';
import { BlogStatusCell, blogPreviewHref, blogStatusLabel } from '../sections/BlogPublishing';
import { BlogModal } from './BlogModal';
import { api } from '../../../lib/api-client';

vi.mock('../../../lib/api-client');
const apiMock = vi.mocked(api);

const post = adminBlog({ publishAt: '2999-01-01T04:00:00.123Z' });

describe('the blog form: publish time in India time (ADMIN-DASH-8)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('when a time is chosen, then the post is sent with that instant in UTC and the form says when it goes public', async () => {
    apiMock.post.mockResolvedValue(post);
    const { user, onClose } = openModal((close) => <BlogModal open blog={null} onClose={close} />);
    await fill(user, screen.getByLabelText(/^title/i), 'Budget notes');
    await user.click(screen.getByRole('combobox', { name: /category/i }));
    await user.click(await screen.findByRole('option', { name: 'Tax Planning' }));
    await fill(user, screen.getByLabelText(/^excerpt/i), 'Short summary');
    await fill(user, screen.getByLabelText(/^content/i), POST_CONTENT);
    const when = screen.getByLabelText('Publish at (India time, IST)');
    expect(
      screen.getByText('Leave empty to publish now; a later time schedules the post.'),
    ).toBeInTheDocument();
    fireEvent.change(when, { target: { value: '2999-01-01T09:30' } });
    expect(await screen.findByText('Scheduled: public from 1 Jan 2999, 9:30 am IST.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiMock.post).toHaveBeenCalledWith(
      '/api/blogs',
      expect.objectContaining({
        title: 'Budget notes',
        status: 'published',
        publishAt: '2999-01-01T04:00:00.000Z',
      }),
    );
  });

  it('when an edit leaves the time alone, then it is not sent (the stored time is kept to the millisecond)', async () => {
    apiMock.put.mockResolvedValue(post);
    const { user } = openModal((close) => <BlogModal open blog={post} onClose={close} />);
    expect(screen.getByLabelText('Publish at (India time, IST)')).toHaveValue('2999-01-01T09:30');
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    await waitFor(() => expect(apiMock.put).toHaveBeenCalled());
    expect(apiMock.put.mock.calls[0]![1]).not.toHaveProperty('publishAt');
  });

  it('when an edit moves the time, then the new one is sent', async () => {
    apiMock.put.mockResolvedValue(post);
    const { user } = openModal((close) => <BlogModal open blog={post} onClose={close} />);
    fireEvent.change(screen.getByLabelText('Publish at (India time, IST)'), {
      target: { value: '2999-01-02T00:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    await waitFor(() => expect(apiMock.put).toHaveBeenCalled());
    expect(apiMock.put.mock.calls[0]![1]).toMatchObject({ publishAt: '2999-01-01T18:30:00.000Z' });
  });
});

describe('the admin list: status and preview link', () => {
  const now = Date.parse('2026-11-26T09:00:00.000Z');
  it.each([
    [{ ...post }, 'Scheduled for 1 Jan 2999, 9:30 am IST', '/blogs/a-post?preview=1'],
    [{ ...post, publishAt: '2026-01-01T00:00:00.000Z' }, 'Published', '/blogs/a-post'],
    [{ ...post, status: 'draft' as const }, 'Draft', '/blogs/a-post?preview=1'],
  ])('%#: %s', (blog, label, href) => {
    expect(blogStatusLabel(blog, now)).toBe(label);
    expect(blogPreviewHref(blog)).toBe(href);
  });

  it('shows the label and a preview link that opens in a new tab', () => {
    render(<BlogStatusCell blog={post} />);
    expect(screen.getByText('Scheduled for 1 Jan 2999, 9:30 am IST')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Preview Budget notes (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/blogs/a-post?preview=1');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
