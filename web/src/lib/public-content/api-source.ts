import { API, type Author, type Blog, type EnquiryForm, type Tag, type Video } from '@36x/common';
import { ApiRequestError, apiJson } from '../api-client';
import type { PublicContentSource } from './source';

/** One item by its address: null when the API answers 404 (missing or not public); any other failure is thrown. */
async function orNullIfMissing<T>(path: string): Promise<T | null> {
  try {
    return await apiJson<T>('GET', path);
  } catch (e) {
    if (e instanceof ApiRequestError && e.status === 404) return null;
    throw e;
  }
}

export const apiSource: PublicContentSource = {
  listBlogs: () => apiJson<Blog[]>('GET', API.blogs),
  getBlog: (id) => orNullIfMissing<Blog>(API.blog(id)),
  listAuthors: () => apiJson<Author[]>('GET', API.authors),
  getTag: (slug) => orNullIfMissing<Tag>(API.tag(slug)),
  listVideos: () => apiJson<Video[]>('GET', API.videos),
  async listEnquiryForms() {
    try {
      return await apiJson<EnquiryForm[]>('GET', API.enquiryForms);
    } catch {
      throw new Error('Failed to fetch enquiry forms');
    }
  },
};
