import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  EXPORT_FILES,
  type ContactCounts,
  type ContactStatus,
  type ContactSubmission,
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
}
export const NO_FILTER: ContactFilter = { q: '', status: '', subject: '', from: '', to: '' };

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
}

export const CONTACTS_PAGE_SIZE = 20;

/** One page of enquiries, newest first; the next page's cursor comes in the X-Next-Cursor header. */
export const useContactsPage = (filter: ContactFilter, cursor: string) =>
  useQuery({
    queryKey: [...adminKeys.contactPages, filter, cursor],
    queryFn: async (): Promise<ContactPage> => {
      const qs = contactQueryString(filter, { limit: String(CONTACTS_PAGE_SIZE), cursor });
      const res = await apiRequest('GET', `${API.contacts}${qs}`);
      return {
        items: (await res.json()) as ContactSubmission[],
        nextCursor: res.headers.get('X-Next-Cursor') ?? '',
      };
    },
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

function useContactMutation<V>(run: (v: V) => Promise<unknown>) {
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

export const useAddContactNote = () =>
  useContactMutation((v: { id: string; text: string }) =>
    api.post<ContactSubmission>(API.contactNotes(v.id), { text: v.text }),
  );

export const useEraseContact = () =>
  useContactMutation((v: { id: string; reason: string }) =>
    apiJson<void>('DELETE', API.contact(v.id), { reason: v.reason }),
  );

export type ExportKind = keyof typeof EXPORT_FILES;
const EXPORT_PATHS: Record<ExportKind, string> = {
  contacts: API.exportContacts,
  enquiries: API.exportEnquiries,
};

/**
 * Downloads an export (API-CSV-1) and saves it under the spec's file name (contacts.csv, enquiry-forms.csv). The contacts
 * export honours the desk's current filter.
 */
export async function downloadExport(kind: ExportKind, filter?: ContactFilter): Promise<void> {
  const qs = kind === 'contacts' && filter ? contactQueryString(filter) : '';
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
