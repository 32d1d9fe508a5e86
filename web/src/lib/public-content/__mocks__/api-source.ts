import { vi } from 'vitest';
import type { PublicContentSource } from '../source';

// What the screens' tests get from `vi.mock('…/lib/public-content/api-source')` (vitest picks this file): every call
// is a mock the test sets, e.g. `vi.mocked(apiSource).listBlogs.mockResolvedValue([...])`.
export const apiSource: PublicContentSource = {
  listBlogs: vi.fn(),
  getBlog: vi.fn(),
  listAuthors: vi.fn(),
  getTag: vi.fn(),
  listVideos: vi.fn(),
  listEnquiryForms: vi.fn(),
};
