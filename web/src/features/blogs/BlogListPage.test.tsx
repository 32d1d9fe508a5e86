import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Blog } from '@36x/common';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import BlogListPage from './BlogListPage';
import { headingTexts, makeBlog, renderScreen, servePublicContent } from '../../test-utils';

vi.mock('../../lib/public-content/api-source');

const gst = makeBlog({
  title: 'GST returns without panic',
  category: 'Compliance',
  createdAt: '2025-03-01T00:00:00.000Z',
});
const regime = makeBlog({
  title: 'Old or new regime',
  category: 'Tax Planning',
  createdAt: '2025-02-01T00:00:00.000Z',
});
const advance = makeBlog({
  title: 'Advance tax dates',
  category: 'Tax Planning',
  createdAt: '2025-01-01T00:00:00.000Z',
  content: 'Instalments fall due on 15 June and three more dates through the year.',
});

const cardTitles = () => headingTexts(2, 'Insights & Articles');

const source = servePublicContent({ blogs: [gst, regime, advance] });
beforeEach(() => {
  window.history.replaceState(null, '', '/blogs');
});

describe('BlogListPage', () => {
  it('when posts are loading, then six skeleton cards show and then the posts with the count', async () => {
    let resolve!: (blogs: Blog[]) => void;
    source.listBlogs.mockReturnValue(new Promise((r) => (resolve = r)));
    renderScreen(<BlogListPage />, { path: '/blogs' });
    expect(screen.getAllByTestId('blog-card-skeleton')).toHaveLength(6);
    resolve([gst, regime, advance]);
    expect(await screen.findByText('Showing 3 of 3 blogs')).toBeInTheDocument();
    expect(screen.queryByTestId('blog-card-skeleton')).toBeNull();
    expect(cardTitles()).toEqual(['GST returns without panic', 'Old or new regime', 'Advance tax dates']);
    expect(screen.getByRole('link', { name: 'GST returns without panic' })).toHaveAttribute(
      'href',
      `/blogs/${gst.id}`,
    );
  });

  it('when a card shows, then it is one link named by its title: no second Read More link or tab stop', async () => {
    renderScreen(<BlogListPage />, { path: '/blogs' });
    await screen.findByText('Showing 3 of 3 blogs');
    const card = screen.getByRole('article', { name: 'Old or new regime' });
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `/blogs/${regime.id}`);
    expect(within(card).queryByRole('link', { name: /Read More/ })).toBeNull();
    // 'Read More' still shows, inside the link's stretched target area (hidden from the accessibility tree).
    expect(within(card).getByText('Read More')).toHaveAttribute('aria-hidden', 'true');
  });

  it('when the page is served, then its filters are a GET form to /blogs with named fields (SITE-START-2)', async () => {
    renderScreen(<BlogListPage />, { path: '/blogs?q=gst&category=Compliance' });
    const form = screen.getByRole('search', { name: 'Filter blogs' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/blogs');
    expect(screen.getByRole('searchbox', { name: 'Search blogs' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('searchbox', { name: 'Search blogs' })).toHaveValue('gst');
    expect(form.querySelector('input[name="category"]')).toHaveValue('Compliance');
    expect(form.querySelector('input[name="sort"]')).toHaveValue('newest');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(await screen.findByText('Showing 1 of 3 blogs')).toBeInTheDocument();
  });

  it('when searching, then matching posts show, a removable chip appears and the URL carries the query', async () => {
    const user = userEvent.setup();
    renderScreen(<BlogListPage />, { path: '/blogs' });
    await screen.findByText('Showing 3 of 3 blogs');
    await user.type(screen.getByRole('searchbox', { name: 'Search blogs' }), '15 JUNE');
    expect(screen.getByText('Showing 1 of 3 blogs')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Advance tax dates']);
    await waitFor(() => expect(window.location.search).toBe('?q=15+JUNE'));
    await user.click(screen.getByRole('button', { name: 'Remove filter Search: “15 JUNE”' }));
    expect(screen.getByText('Showing 3 of 3 blogs')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('when the URL names a category and a sort, then the list opens filtered and sorted', async () => {
    renderScreen(<BlogListPage />, { path: '/blogs?category=Tax+Planning&sort=alphabetical' });
    expect(await screen.findByText('Showing 2 of 3 blogs')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Advance tax dates', 'Old or new regime']);
    expect(screen.getByRole('button', { name: 'Remove filter Category: Tax Planning' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Alphabetical');
  });

  it('when choosing Oldest First and a category from the menus, then both apply', async () => {
    const user = userEvent.setup();
    renderScreen(<BlogListPage />, { path: '/blogs' });
    await screen.findByText('Showing 3 of 3 blogs');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Oldest First' }));
    expect(cardTitles()).toEqual(['Advance tax dates', 'Old or new regime', 'GST returns without panic']);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Compliance' }));
    expect(cardTitles()).toEqual(['GST returns without panic']);
    await waitFor(() => expect(window.location.search).toBe('?category=Compliance&sort=oldest'));
  });

  it('when nothing matches, then "No blogs found" shows and Clear Filters brings every post back', async () => {
    const user = userEvent.setup();
    renderScreen(<BlogListPage />, { path: '/blogs?q=crypto&category=Compliance' });
    expect(await screen.findByRole('heading', { name: 'No blogs found' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 3 blogs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByText('Showing 3 of 3 blogs')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});
