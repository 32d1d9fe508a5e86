import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type EnquiryForm, type EnquiryFormInput } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys, publicKeysFor, refreshAfterMutation, freshOnOpen } from './query-keys';

const refreshKeys = [adminKeys.enquiryForms, ...publicKeysFor.enquiryForms];

/** Every enquiry form, inactive ones included (the staff view of GET /api/enquiry-forms). */
export const useAdminEnquiryForms = () =>
  useQuery({
    queryKey: adminKeys.enquiryForms,
    queryFn: () => api.get<EnquiryForm[]>(API.enquiryForms),
    ...freshOnOpen,
  });

export function useSaveEnquiryForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: EnquiryFormInput }) =>
      id ? api.put<EnquiryForm>(API.enquiryForm(id), input) : api.post<EnquiryForm>(API.enquiryForms, input),
    onSuccess: () => refreshAfterMutation(client, refreshKeys),
  });
}

export function useDeleteEnquiryForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: EnquiryForm) => api.delete<void>(API.enquiryForm(form.id)),
    onSuccess: () => refreshAfterMutation(client, refreshKeys),
  });
}
