import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type Invitation, type InvitationCreateInput } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys, freshOnOpen, refreshAfterMutation } from './query-keys';

/** GET /api/invitations (admins): the pending ones, expired included. */
export const useInvitations = () =>
  useQuery({
    queryKey: adminKeys.invitations,
    queryFn: () => api.get<Invitation[]>(API.invitations),
    ...freshOnOpen,
  });

function useInvitationMutation<A, R>(call: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshAfterMutation(client, [adminKeys.invitations]),
  });
}

/** POST /api/invitations: mails the invitee a link that works once, for 7 days. */
export const useInvite = () =>
  useInvitationMutation((input: InvitationCreateInput) => api.post<Invitation>(API.invitations, input));

/** POST /api/invitations/{id}/resend: a new link; the previous one stops working. */
export const useResendInvitation = () =>
  useInvitationMutation((inv: Invitation) => api.post<Invitation>(API.invitationResend(inv.id)));

/** DELETE /api/invitations/{id}. */
export const useRevokeInvitation = () =>
  useInvitationMutation((inv: Invitation) => api.delete<void>(API.invitation(inv.id)));
