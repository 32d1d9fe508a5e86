import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Blog, PageContext } from '@36x/common';
import { pageContextKey } from '../app/page-context';
import { loader } from './blog';

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
function args(id: string, blogs: Blog[]): LoaderFunctionArgs {
  const context = new RouterContextProvider();
  context.set(pageContextKey, {
    getBlog: async (x: string) => blogs.find((b) => b.slug === x) ?? null,
    listBlogs: async () => blogs,
    listAuthors: async () => [],
  } as unknown as PageContext);
  return { request: new Request(`http://localhost/blogs/${id}`), context, params: { id } } as never;
}

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
