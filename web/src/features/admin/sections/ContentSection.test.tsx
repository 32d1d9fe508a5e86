import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Author, Blog } from '@36x/common';
import { adminBlog, renderAsStaff } from '../test-utils';
import { api } from '../../../lib/api-client';
import { ContentSection } from './ContentSection';

vi.mock('../../../lib/api-client');
const apiMock = vi.mocked(api);
vi.setConfig({ testTimeout: 30_000 });

const meera: Author = { id: 'u-meera', slug: 'meera', name: 'Meera Iyer', bio: '', photo: '' };
/** 25 posts (two pages of 20); one by Meera, one that mentions "zebra" only in its body. */
const posts: Blog[] = Array.from({ length: 25 }, (_, i) =>
  adminBlog({
    id: `b${i}`,
    slug: `post-${i}`,
    title: `Post ${i}`,
    status: i % 2 ? 'draft' : 'published',
    createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    authorId: i === 3 ? meera.id : '',
    content: i === 4 ? 'A body that mentions the zebra crossing rule at some length.' : adminBlog().content,
  }),
);

describe('ContentSection: bulk post actions', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    apiMock.get.mockImplementation((url: string) =>
      Promise.resolve((url === '/api/authors' ? [meera] : url === '/api/blogs' ? posts : []) as never),
    );
  });

  it('when an editor ticks two posts and publishes, then a dialog gives the count and one call names them', async () => {
    apiMock.post.mockResolvedValue({ matched: 2, changed: 1 });
    const user = renderAsStaff('user', <ContentSection />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Post 24' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Post 23' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish 2 posts?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish 2 posts' }));
    await waitFor(() =>
      expect(apiMock.post).toHaveBeenCalledWith('/api/blogs/bulk', {
        ids: ['b24', 'b23'],
        action: 'publish',
      }),
    );
    expect(await screen.findByText('1 of 2 posts published')).toBeInTheDocument();
  });

  it('when an editor selects all that match a filter and tags them, then the call sends the filter and the tag', async () => {
    apiMock.post.mockResolvedValue({ matched: 12, changed: 12 });
    const user = renderAsStaff('user', <ContentSection />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select page' }));
    expect(screen.getAllByRole('checkbox', { name: /^Select Post/, checked: true })).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Select all 25 that match' }));
    expect(screen.getByText('All 25 matching selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tag 25 posts?' });
    const confirm = within(dialog).getByRole('button', { name: 'Tag 25 posts' });
    expect(confirm).toBeDisabled(); // no tag yet
    await user.type(within(dialog).getByRole('combobox', { name: 'Tag' }), 'Budget 2027');
    await user.click(confirm);
    await waitFor(() =>
      expect(apiMock.post).toHaveBeenCalledWith('/api/blogs/bulk', {
        filter: { search: '', status: 'all' },
        action: 'tag',
        tag: 'Budget 2027',
      }),
    );
  });

  it('when staff search, then the body text and the author name are searched too', async () => {
    const user = renderAsStaff('user', <ContentSection />);
    const search = await screen.findByRole('searchbox', { name: 'Search posts' });
    await user.type(search, 'meera');
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /^Select Post/ })).toHaveLength(1));
    expect(screen.getByRole('checkbox', { name: 'Select Post 3' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zebra');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Post 4' })).toBeInTheDocument());
    expect(screen.getAllByRole('checkbox', { name: /^Select Post/ })).toHaveLength(1);
  });

  it('when a viewer opens the list, then there are no tick boxes and no bulk bar', async () => {
    renderAsStaff('viewer', <ContentSection />);
    expect(await screen.findByText('Post 24')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select page' })).not.toBeInTheDocument();
  });
});
