import { useQuery } from '@tanstack/react-query';
import { API, EXPORT_FILES, type ContactSubmission } from '@36x/common';
import { api, apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const useContacts = () =>
  useQuery({ queryKey: adminKeys.contacts, queryFn: () => api.get<ContactSubmission[]>(API.contacts) });

export type ExportKind = keyof typeof EXPORT_FILES;
const EXPORT_PATHS: Record<ExportKind, string> = {
  contacts: API.exportContacts,
  enquiries: API.exportEnquiries,
};

/** Downloads an export (000 §7) and saves it under the spec's file name (contacts.csv, enquiry-forms.csv). */
export async function downloadExport(kind: ExportKind): Promise<void> {
  const res = await apiRequest('GET', EXPORT_PATHS[kind]);
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
