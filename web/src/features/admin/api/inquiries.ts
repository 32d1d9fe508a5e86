import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  EXPORT_FILES,
  type ContactBulkResult,
  type ContactCounts,
  type ContactPerson,
  type ContactSort,
  type ContactStatus,
  type ContactSubmission,
  type ErasureCounts,
  type ErasureReason,
} from '@36x/common';
import { api, apiJson, apiRequest } from '../../../lib/api-client';
import { adminKeys, freshWhileOpen, refreshAfterMutation } from './query-keys';

/** The desk's filter (GET /api/contacts and the export take the same parameters). */
export interface ContactFilter {
  q: string;
  status: '' | ContactStatus;
  subject: string;
  /** YYYY-MM-DD, India time, inclusive. */
  from: string;
  to: string;
  /** A staff user's id: "Assigned to me" (CONTACT-LEADS-7). */
  owner: string;
}
export const NO_FILTER: ContactFilter = { q: '', status: '', subject: '', from: '', to: '', owner: '' };

export function contactQueryString(filter: ContactFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filter, ...extra })) if (v) params.set(k, v.trim());
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

export interface ContactPage {
  items: ContactSubmission[];
  /** The next page's cursor; '' on the last page. */
  nextCursor: string;
  /** How many match in all (X-Total-Count): "x-y of N". */
  total: number;
}

export const CONTACTS_PAGE_SIZE = 20;

/**
 * One page of enquiries in the order asked (newest first by default); the next page's cursor comes in the
 * X-Next-Cursor header, the number matching in X-Total-Count. `extra` adds parameters (one person's `email`).
 */
export const useContactsPage = (
  filter: ContactFilter,
  cursor: string,
  sort: ContactSort = 'newest',
  extra: Record<string, string> = {},
) =>
  useQuery({
    queryKey: [...adminKeys.contactPages, filter, cursor, sort, extra],
    queryFn: async (): Promise<ContactPage> => {
      const qs = contactQueryString(filter, {
        ...extra,
        sort: sort === 'newest' ? '' : sort,
        limit: String(extra.limit ?? CONTACTS_PAGE_SIZE),
        cursor,
      });
      const res = await apiRequest('GET', `${API.contacts}${qs}`);
      return {
        items: (await res.json()) as ContactSubmission[],
        nextCursor: res.headers.get('X-Next-Cursor') ?? '',
        total: Number(res.headers.get('X-Total-Count') ?? 0),
      };
    },
    placeholderData: keepPreviousData,
    ...freshWhileOpen,
  });

/** The people view (CONTACT-LEADS-8): the matching enquiries grouped by email address, latest first. */
export const useContactPeople = (filter: ContactFilter, enabled: boolean) =>
  useQuery({
    queryKey: [...adminKeys.contactPages, 'people', filter],
    queryFn: async (): Promise<{ people: ContactPerson[]; total: number }> => {
      const res = await apiRequest('GET', `${API.contactPeople}${contactQueryString(filter)}`);
      return {
        people: (await res.json()) as ContactPerson[],
        total: Number(res.headers.get('X-Total-Count') ?? 0),
      };
    },
    enabled,
    placeholderData: keepPreviousData,
    ...freshWhileOpen,
  });

/** Per-status counts: the sidebar's badge (New) and the overview. */
export const useContactCounts = (enabled = true) =>
  useQuery({
    queryKey: adminKeys.contactCounts,
    queryFn: () => api.get<ContactCounts>(API.contactCounts),
    enabled,
    ...freshWhileOpen,
  });

/** One enquiry, seeded with what the list already holds; fresh after each change (the list's key prefix). */
export const useContact = (initial: ContactSubmission) =>
  useQuery({
    queryKey: [...adminKeys.contacts, 'one', initial.id],
    queryFn: () => api.get<ContactSubmission>(API.contact(initial.id)),
    initialData: initial,
    staleTime: 0,
  });

export const useContactOwners = () =>
  useQuery({
    queryKey: adminKeys.contactOwners,
    queryFn: () => api.get<{ id: string; username: string }[]>(API.contactOwners),
  });

/** The owners as menu entries: the name shown, the id chosen. */
export const ownerOptions = (owners: readonly { id: string; username: string }[] = []) =>
  owners.map((o) => ({ value: o.id, label: o.username }));

function useContactMutation<V, R = unknown>(run: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => refreshAfterMutation(client, [adminKeys.contacts]),
  });
}

export const useUpdateContact = () =>
  useContactMutation((v: { id: string; status?: ContactStatus; ownerId?: string }) => {
    const { id, ...patch } = v;
    return api.patch<ContactSubmission>(API.contact(id), patch);
  });

/** What a bulk action applies to: the chosen enquiries, or every one matching the filter (CONTACT-LEADS-6). */
export type BulkTarget = { ids: string[] } | { filter: ContactFilter };

export const useBulkUpdateContacts = () =>
  useContactMutation(
    (v: BulkTarget & { status?: ContactStatus; ownerId?: string }): Promise<ContactBulkResult> => {
      const body =
        'filter' in v
          ? {
              ...v,
              // Only the filter's set fields: the API refuses nothing here, it just keeps the request small.
              filter: Object.fromEntries(Object.entries(v.filter).filter(([, x]) => x !== '')),
            }
          : v;
      return api.post<ContactBulkResult>(API.contactsBulk, body);
    },
  );

export const useAddContactNote = () =>
  useContactMutation((v: { id: string; text: string }) =>
    api.post<ContactSubmission>(API.contactNotes(v.id), { text: v.text }),
  );

/**
 * POST /api/privacy/erase: a person, across enquiries, notes, activity lines, mail and the newsletter (decision 049).
 * Answers how many of each went.
 */
export function useErasePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { email: string; reason: ErasureReason }) => api.post<ErasureCounts>(API.privacyErase, v),
    onSuccess: () => refreshAfterMutation(client, [adminKeys.contacts, adminKeys.newsletter]),
  });
}

export const useEraseContact = () =>
  useContactMutation((v: { id: string; reason: string }) =>
    apiJson<void>('DELETE', API.contact(v.id), { reason: v.reason }),
  );

export type ExportKind = keyof typeof EXPORT_FILES;
const EXPORT_PATHS: Record<ExportKind, string> = {
  contacts: API.exportContacts,
  enquiries: API.exportEnquiries,
  subscribers: API.exportSubscribers,
};

/**
 * Downloads an export (API-CSV-1) and saves it under the spec's file name (contacts.csv, enquiry-forms.csv). The contacts
 * export honours the desk's current filter.
 */
export async function downloadExport(
  kind: ExportKind,
  filter?: ContactFilter,
  /** The subscribers export's own query string (its search and state). */
  query = '',
): Promise<void> {
  const qs = kind === 'contacts' && filter ? contactQueryString(filter) : query;
  const res = await apiRequest('GET', `${EXPORT_PATHS[kind]}${qs}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = EXPORT_FILES[kind];
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoke on the next turn: the click has handed the blob to the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
