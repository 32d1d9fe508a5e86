import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Blog, PageContext } from '@36x/common';
import { pageContextKey } from '../app/page-context';
import { loader } from './blog';
import { loader as listLoader } from './blogs';
import { collectionLoader } from './blog-collection';

const post = (id: string, extra: Partial<Blog> = {}): Blog =>
  ({
    id,
    slug: id,
    title: `Title of ${id}`,
    content: `The full text of ${id}, long enough to read.`,
    excerpt: `Excerpt of ${id}`,
    category: 'Tax Planning',
    image: '',
    imageAlt: '',
    status: 'published',
    publishAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '',
    tags: [],
    authorId: '',
    metaTitle: '',
    metaDescription: '',
    ...extra,
  }) as Blog;

/** The loader's arguments as the function hands them over: a page context that answers these posts. */
function args(id: string, blogs: Blog[], path = `/blogs/${id}`, params: Record<string, string> = { id }) {
  const context = new RouterContextProvider();
  context.set(pageContextKey, {
    getBlog: async (x: string) => blogs.find((b) => b.slug === x) ?? null,
    listBlogs: async () => blogs,
    listAuthors: async () => [],
    getTag: async (slug: string) => ({ slug, name: 'GST', description: '', image: '', posts: blogs.length }),
  } as unknown as PageContext);
  return {
    request: new Request(`http://localhost${path}`),
    context,
    params,
  } as unknown as LoaderFunctionArgs;
}

/** What the page's HTML carries of the loader's answer (its JSON). */
const carriedBy = async (result: Promise<unknown> | unknown) =>
  JSON.stringify((result instanceof Promise ? await result : result) as { data: unknown }).toString();

/** 20 posts of ~20 KB of text each, one with a 199 KB pasted picture. */
const heavyList = () => {
  const picture = `data:image/png;base64,${'A'.repeat(199 * 1024)}`;
  return Array.from({ length: 20 }, (_, i) =>
    post(`post-${i}`, {
      content: `Body ${i}: ${'words of the article '.repeat(1000)}${i === 7 ? `![chart](${picture}) deferred tax` : ''}`,
      image: i === 3 ? picture : `/uploads/post-${i}.webp`,
      tags: ['gst'],
    }),
  );
};

describe('a post page carries only what it shows (decision 049)', () => {
  it("when another post holds a 199 KB pasted picture, then this post's page carries none of it: only this post and the related posts as cards", async () => {
    const picture = `data:image/png;base64,${'A'.repeat(199 * 1024)}`;
    const blogs = [
      post('this-post'),
      post('heavy', { content: `Intro\n\n![chart](${picture})`, image: picture }),
      post('light'),
    ];
    const result = (await loader(args('this-post', blogs) as never)) as unknown as { data: unknown };
    const carried = JSON.stringify(result.data);
    expect(carried).not.toContain('AAAAAAAAAA');
    expect(carried.length).toBeLessThan(10_000);
    expect(carried).toContain('The full text of this-post');
    // The related posts are there as cards: title and excerpt, no text.
    expect(carried).toContain('Title of heavy');
    expect(carried).toContain('Excerpt of light');
    expect(carried).not.toContain('The full text of light');
  });
});

describe("the list pages carry cards, never the posts' text (decision 049)", () => {
  it('when /blogs lists 20 posts of 20 KB text (one with a 199 KB picture), then its data is their cards: titles, excerpts, images, dates', async () => {
    const blogs = heavyList();
    const carried = await carriedBy(listLoader(args('', blogs, '/blogs', {}) as never));
    expect(carried).not.toContain('words of the article');
    expect(carried).not.toContain('AAAAAAAAAA');
    expect(carried.length).toBeLessThan(25_000);
    for (const b of blogs) expect(carried).toContain(b.title);
    expect(carried).toContain('Excerpt of post-12');
    expect(carried).toContain('/uploads/post-4.webp');
    expect(carried).toContain('2026-11-01T00:00:00.000Z');
  });

  it("when /blogs is asked with a search, then it carries which posts' text matched, not the text", async () => {
    const carried = await carriedBy(listLoader(args('', heavyList(), '/blogs?q=Deferred+Tax', {}) as never));
    expect(carried).not.toContain('words of the article');
    expect(carried).toContain('"searchHits":{"search":"Deferred Tax","ids":["post-7"]}');
  });

  it('when a tag page lists the same posts, then it carries their cards only', async () => {
    const blogs = heavyList();
    const result = collectionLoader('tag', args('', blogs, '/blogs/tag/gst', { key: 'gst' }));
    const carried = await carriedBy(result);
    expect(carried).not.toContain('words of the article');
    expect(carried).not.toContain('AAAAAAAAAA');
    expect(carried.length).toBeLessThan(25_000);
    expect(carried.match(/"title":"Title of post-\d+"/g)).toHaveLength(12); // one page of cards
  });
});
