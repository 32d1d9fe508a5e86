import { API, type Author, type Blog, type EnquiryForm, type Tag, type Video } from '@36x/common';
import { ApiRequestError, apiJson } from '../api-client';
import type { PublicContentSource } from './source';

export const apiSource: PublicContentSource = {
  listBlogs: () => apiJson<Blog[]>('GET', API.blogs),
  async getBlog(id) {
    try {
      return await apiJson<Blog>('GET', API.blog(id));
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 404) return null;
      throw e;
    }
  },
  listAuthors: () => apiJson<Author[]>('GET', API.authors),
  async getTag(slug) {
    try {
      return await apiJson<Tag>('GET', API.tag(slug));
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 404) return null;
      throw e;
    }
  },
  listVideos: () => apiJson<Video[]>('GET', API.videos),
  async listEnquiryForms() {
    try {
      return await apiJson<EnquiryForm[]>('GET', API.enquiryForms);
    } catch {
      throw new Error('Failed to fetch enquiry forms');
    }
  },
};
