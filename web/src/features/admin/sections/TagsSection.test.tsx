import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tag } from '@36x/common';
import { fill, renderAsStaff } from '../test-utils';
import { api } from '../../../lib/api-client';
import { TagsSection } from './TagsSection';

vi.mock('../../../lib/api-client');
const apiMock = vi.mocked(api);
vi.setConfig({ testTimeout: 30_000 });

const tags: Tag[] = [
  { slug: 'gst', name: 'Gst', description: '', image: '', posts: 3 },
  { slug: 'goods-and-services-tax', name: 'Goods and Services Tax', description: '', image: '', posts: 1 },
];

describe('TagsSection', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    apiMock.get.mockResolvedValue(tags as never);
  });

  it('when an editor renames a tag, then the dialog says where its address goes and one PUT sends the name', async () => {
    apiMock.put.mockResolvedValue({ ...tags[0], name: 'GST' } as never);
    const user = renderAsStaff('user', <TagsSection />);
    const table = await screen.findByRole('table', { name: 'Tags' });
    expect(within(table).getByRole('row', { name: /Gst \/blogs\/tag\/gst 3/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit tag Gst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tag “Gst”' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await fill(user, name, 'Goods tax');
    expect(
      within(dialog).getByText('New address /blogs/tag/goods-tax; the old one will lead there'),
    ).toBeInTheDocument();
    await user.clear(name);
    await fill(user, name, 'GST');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Description' }), 'Filing and rates.');
    await user.click(within(dialog).getByRole('button', { name: 'Save tag' }));
    await waitFor(() =>
      expect(apiMock.put).toHaveBeenCalledWith('/api/tags/gst', {
        name: 'GST',
        description: 'Filing and rates.',
        image: '',
      }),
    );
    expect(await screen.findByText('Tag saved')).toBeInTheDocument();
  });

  it('when an editor merges a tag, then the other tag is chosen and one POST names it', async () => {
    apiMock.post.mockResolvedValue({ ...tags[1], posts: 4 } as never);
    const user = renderAsStaff('user', <TagsSection />);
    await user.click(await screen.findByRole('button', { name: 'Merge tag Gst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge “Gst”' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Merge into' }));
    await user.click(await screen.findByRole('option', { name: 'Goods and Services Tax (1)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge into “Goods and Services Tax”' }));
    await waitFor(() =>
      expect(apiMock.post).toHaveBeenCalledWith('/api/tags/gst/merge', { into: 'goods-and-services-tax' }),
    );
  });

  it('when a viewer opens Tags, then they see the counts but no Edit or Merge', async () => {
    renderAsStaff('viewer', <TagsSection />);
    expect(await screen.findByText('Goods and Services Tax')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit tag/ })).not.toBeInTheDocument();
  });
});
