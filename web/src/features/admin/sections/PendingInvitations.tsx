import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import type { Invitation } from '@36x/common';
import { useToast } from '../../../components/toast';
import { useInvitations, useResendInvitation, useRevokeInvitation } from '../api/invitations';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { QueryTable, type Column } from '../components/ResponsiveTable';
import { SectionCard } from '../components/SectionCard';
import { formatDateTime } from '../components/format-date';
import { useFailToast } from '../components/use-fail-toast';
import { ROLE_LABELS } from '../modals/UserModal';

const expired = (inv: Invitation) => Date.parse(inv.expiresAt) <= Date.now();

const columns: Column<Invitation>[] = [
  { key: 'email', header: 'Email', primary: true, render: (i) => i.email },
  { key: 'role', header: 'Role', render: (i) => ROLE_LABELS[i.role] ?? i.role },
  { key: 'invitedBy', header: 'Invited by', render: (i) => i.invitedBy },
  {
    key: 'expires',
    header: 'Link',
    nowrap: true,
    render: (i) =>
      expired(i) ? <Chip size="small" label="Expired" /> : `works until ${formatDateTime(i.expiresAt)}`,
  },
];

/**
 * Pending invitations (decision 057), admins only: each can be sent again (a new link; the old one stops working)
 * or revoked. Accepted ones leave the list; the new account is in the table above.
 */
export function PendingInvitations() {
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const { toast } = useToast();
  const [toRevoke, setToRevoke] = useState<Invitation | null>(null);
  const fail = useFailToast();
  const sendAgain = async (inv: Invitation) => {
    try {
      await resend.mutateAsync(inv);
      toast({ title: 'Invitation sent again', description: `A new link went to ${inv.email}.` });
    } catch (error) {
      fail(error, 'Error', 'Failed to send the invitation');
    }
  };
  const confirmRevoke = async () => {
    if (!toRevoke) return;
    try {
      await revoke.mutateAsync(toRevoke);
      toast({
        title: 'Invitation revoked',
        description: `The link sent to ${toRevoke.email} no longer works.`,
      });
    } catch (error) {
      fail(error, 'Error', 'Failed to revoke the invitation');
    } finally {
      setToRevoke(null);
    }
  };
  // Nothing pending: no card (the Invite button is in the header).
  if (invitations.isSuccess && invitations.data.length === 0) return null;
  return (
    <SectionCard title="Pending invitations" tight sx={{ mt: 3 }}>
      <QueryTable
        query={invitations}
        label="Pending invitations"
        columns={columns}
        emptyMessage="No pending invitations"
        actions={(inv) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              size="small"
              onClick={() => void sendAgain(inv)}
              disabled={resend.isPending && resend.variables?.id === inv.id}
              aria-label={`Resend the invitation to ${inv.email}`}
            >
              Resend
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => setToRevoke(inv)}
              aria-label={`Revoke the invitation to ${inv.email}`}
            >
              Revoke
            </Button>
          </Stack>
        )}
      />
      <ConfirmDialog
        open={!!toRevoke}
        title="Revoke this invitation?"
        message={toRevoke ? `The link sent to ${toRevoke.email} will stop working at once.` : ''}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setToRevoke(null)}
      />
    </SectionCard>
  );
}
