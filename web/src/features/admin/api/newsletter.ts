import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type NewsletterSend,
  type NewsletterTestResult,
  type Subscriber,
  type SubscriberImportMode,
  type SubscriberImportResult,
  type SubscriberCounts,
  type SubscriberState,
} from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys, freshWhileOpen, refreshAfterMutation } from './query-keys';

/** The subscribers list's filter (GET /api/newsletter/subscribers and the export take the same). */
export interface SubscriberFilter {
  q: string;
  state: '' | SubscriberState;
}

export const subscriberQueryString = (f: SubscriberFilter) => {
  const params = new URLSearchParams();
  if (f.q.trim()) params.set('q', f.q.trim());
  if (f.state) params.set('state', f.state);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
};

export const useSubscribers = (filter: SubscriberFilter) =>
  useQuery({
    queryKey: [...adminKeys.newsletter, 'subscribers', filter],
    queryFn: () => api.get<Subscriber[]>(`${API.subscribers}${subscriberQueryString(filter)}`),
    placeholderData: keepPreviousData,
    ...freshWhileOpen,
  });

export const useSubscriberCounts = () =>
  useQuery({
    queryKey: [...adminKeys.newsletter, 'counts'],
    queryFn: () => api.get<SubscriberCounts>(API.subscriberCounts),
    ...freshWhileOpen,
  });

export const useNewsletterSends = () =>
  useQuery({
    queryKey: [...adminKeys.newsletter, 'sends'],
    queryFn: () => api.get<NewsletterSend[]>(API.newsletterSends),
    ...freshWhileOpen,
  });

/** "Send as newsletter" (SITE-NEWS-3): one post, once. */
export function useSendNewsletter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => api.post<NewsletterSend>(API.newsletterSends, { postId }),
    onSuccess: () => refreshAfterMutation(client, [adminKeys.newsletter]),
  });
}

/** "Send a test": the post's newsletter to one address ('' = the staff member's own), marked [Test]; not a send. */
export const useSendTest = () =>
  useMutation({
    mutationFn: (input: { postId: string; to: string }) =>
      api.post<NewsletterTestResult>(API.newsletterTest, input),
  });

/** The CSV import (SITE-NEWS-6, admins): the file's text and what to do with rows without consent. */
export function useImportSubscribers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; withoutConsent: SubscriberImportMode }) =>
      api.post<SubscriberImportResult>(API.subscriberImport, input),
    onSuccess: () => refreshAfterMutation(client, [adminKeys.newsletter]),
  });
}
