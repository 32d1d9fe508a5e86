import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Blog, EnquiryForm, Video } from '@36x/common';
import { createQueryClient } from './app/AppProviders';
import { ToastProvider } from './components/toast';
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
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  return {
    client,
    ...render(
      <Routes>
        <Route path={route} element={ui} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { wrapper },
    ),
  };
}

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
    tags: [],
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
