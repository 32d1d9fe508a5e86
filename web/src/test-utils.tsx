import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import { NO_SOCIAL_CARDS, tagLabel, type Blog, type EnquiryForm, type Video } from '@36x/common';
import { ToastProvider } from './components/toast';
import { apiSource } from './lib/public-content/api-source';
import { dropPublicContent } from './lib/public-content/public-cache';
import { theme } from './theme/theme';

// Shared by the public screens' tests (blogs, videos, hub, enquiry, contact).

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/** Renders a screen at `path` (matched by `route`) with the app's real providers. */
export function renderScreen(
  ui: ReactElement,
  { path = '/', route = '*' }: { path?: string; route?: string } = {},
) {
  // Each test starts a new visit: nothing read by an earlier test is cached.
  dropPublicContent([]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider theme={theme}>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </MemoryRouter>
  );
  return render(
    <Routes>
      <Route path={route} element={ui} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { wrapper },
  );
}

/**
 * The public content the screen under test reads. The calling file mocks the source
 * (`vi.mock('…/lib/public-content/api-source')`: lib/public-content/__mocks__), and before each test this resets it
 * to answer with these lists; a test may still set a call of its own. Returns the mocked source.
 */
export function servePublicContent(lists: { blogs?: Blog[]; videos?: Video[] }) {
  const source = vi.mocked(apiSource);
  beforeEach(() => {
    source.getBlog.mockReset();
    if (lists.blogs) source.listBlogs.mockReset().mockResolvedValue(lists.blogs);
    if (lists.videos) source.listVideos.mockReset().mockResolvedValue(lists.videos);
  });
  return source;
}

/** The text of each heading of this level, in order; `except` leaves out one (the page's own title). */
export const headingTexts = (level: number, except?: string) =>
  screen
    .getAllByRole('heading', { level })
    .map((h) => h.textContent)
    .filter((t) => t !== except);

let seq = 0;
const iso = (day: number) => new Date(Date.UTC(2025, 0, day)).toISOString();

export const makeBlog = (over: Partial<Blog> = {}): Blog => {
  seq += 1;
  return {
    id: `blog-${seq}`,
    title: `Blog number ${seq}`,
    content: `Paragraph one of post ${seq}, long enough to pass the fifty character rule.\n\nParagraph two.`,
    category: 'Tax Planning',
    excerpt: `Excerpt of post ${seq}.`,
    image: '',
    imageAlt: '',
    status: 'published',
    publishAt: over.createdAt ?? iso(seq),
    createdAt: iso(seq),
    updatedAt: iso(seq),
    slug: over.id ?? `blog-${seq}`,
    metaTitle: '',
    metaDescription: '',
    ...NO_SOCIAL_CARDS,
    tags: [],
    tagNames: (over.tags ?? []).map(tagLabel),
    authorId: '',
    ...over,
  };
};

export const makeVideo = (over: Partial<Video> = {}): Video => {
  seq += 1;
  return {
    id: `video-${seq}`,
    title: `Video number ${seq}`,
    description: `Description of video ${seq}, at least twenty characters.`,
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    thumbnail: 'https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
    duration: '10:00',
    views: '0',
    createdAt: iso(seq),
    updatedAt: iso(seq),
    ...over,
  };
};

export const makeEnquiryForm = (over: Partial<EnquiryForm> = {}): EnquiryForm => {
  seq += 1;
  return {
    id: `form-${seq}`,
    title: `Form ${seq}`,
    description: 'Tell us about your income and we will prepare your return.',
    icon: '🧾',
    image: '',
    googleFormUrl: `https://docs.google.com/forms/d/e/form-${seq}/viewform`,
    features: ['Old vs new regime comparison', 'Capital gains schedules'],
    isActive: true,
    createdAt: iso(seq),
    updatedAt: iso(seq),
    ...over,
  };
};
