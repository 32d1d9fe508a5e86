import { useMemo, useState } from 'react';
import { Button, Chip, InputAdornment, Stack, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import type { Role, User } from '@36x/common';
import { useToast } from '../../../components/toast';
import { useDeleteUser, useUsers } from '../api/users';
import { useStaff } from '../auth/staff-context';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { QueryTable, type Column } from '../components/ResponsiveTable';
import { SectionHeader } from '../components/SectionHeader';
import { formatDateTime } from '../components/format-date';
import { useFailToast } from '../components/use-fail-toast';
import { ROLE_LABELS, UserModal } from '../modals/UserModal';
import { useModalState } from '../modals/use-modal-state';
import { RowActions } from './RowActions';
import { SessionSettingsCard } from './SessionSettingsCard';
import { UserAccountDialogs, type AccountAction } from './UserAccountDialogs';
import { AccountMenu } from './AccountMenu';
import { SectionCard } from '../components/SectionCard';
import { InviteDialog } from '../modals/InviteDialog';
import { PendingInvitations } from './PendingInvitations';

const ROLE_COLOR: Record<Role, 'primary' | 'secondary' | 'default'> = {
  admin: 'primary',
  user: 'secondary',
  viewer: 'default',
};

const columns: Column<User>[] = [
  { key: 'username', header: 'Username', primary: true, render: (u) => u.username },
  { key: 'email', header: 'Email', render: (u) => u.email || '—' },
  {
    key: 'role',
    header: 'Role',
    render: (u) => <Chip size="small" label={ROLE_LABELS[u.role] ?? u.role} color={ROLE_COLOR[u.role]} />,
  },
  {
    key: 'status',
    header: 'Status',
    render: (u) => (
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip
          size="small"
          variant="outlined"
          label={u.isActive ? 'Active' : 'Inactive'}
          color={u.isActive ? 'success' : 'default'}
        />
        {u.twoFactorEnabled && <Chip size="small" variant="outlined" label="Two-factor on" />}
      </Stack>
    ),
  },
  {
    key: 'lastLogin',
    header: 'Last login',
    nowrap: true,
    render: (u) => (u.lastLogin ? formatDateTime(u.lastLogin) : 'Never'),
  },
];

/**
 * Search (ADMIN-DASH): the spec names the control only. Decision: case-insensitive substring on username, email and
 * role, the three things the table shows about a person.
 */
export function matchesUserSearch(user: User, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [user.username, user.email, user.role, ROLE_LABELS[user.role]].some((v) =>
    v?.toLowerCase().includes(q),
  );
}

/** 5. User Management (ADMIN-DASH), admins only: search and a table of username, email, role and actions. */
export function UsersSection() {
  const { member } = useStaff();
  const users = useUsers();
  const deleteUser = useDeleteUser();
  const { toast } = useToast();
  const fail = useFailToast();
  const modal = useModalState<User>();
  const [query, setQuery] = useState('');
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [accountAction, setAccountAction] = useState<AccountAction>(null);
  const [inviting, setInviting] = useState(false);
  const rows = useMemo(() => users.data?.filter((u) => matchesUserSearch(u, query)), [users.data, query]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteUser.mutateAsync(toDelete);
      toast({ title: 'Success', description: 'User deleted successfully!' });
    } catch (error) {
      fail(error, 'Error', 'Failed to delete user');
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      <SectionHeader
        title="User Management"
        subtitle="Staff accounts and what each may do"
        action={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            Invite Staff Member
          </Button>
        }
      />
      <SectionCard tight>
        <Stack spacing={2}>
          <TextField
            type="search"
            placeholder="Search users..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            size="small"
            sx={{ maxWidth: { sm: 360 } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search users' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          <QueryTable
            query={users}
            label="Users"
            rows={rows}
            columns={columns}
            emptyMessage="No users found"
            actions={(u) => (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                {u.id !== member.id && (
                  <AccountMenu user={u} onChoose={(kind) => setAccountAction({ kind, user: u })} />
                )}
                <RowActions
                  name={u.username}
                  onEdit={() => modal.openEdit(u)}
                  onDelete={() => setToDelete(u)}
                  deleting={deleteUser.isPending && deleteUser.variables?.id === u.id}
                  deleteDisabledReason={u.id === member.id ? 'You cannot delete your own account' : undefined}
                />
              </Stack>
            )}
          />
        </Stack>
      </SectionCard>
      <PendingInvitations />
      <UserModal key={modal.key} open={modal.open} user={modal.item} onClose={modal.close} />
      {inviting && <InviteDialog open onClose={() => setInviting(false)} />}
      <ConfirmDialog
        open={!!toDelete}
        title={toDelete ? `Delete ${toDelete.username}?` : 'Delete user'}
        message={
          toDelete
            ? `Are you sure you want to delete this user? ${toDelete.username} (${ROLE_LABELS[toDelete.role] ?? toDelete.role}) is signed out at once and can no longer sign in.`
            : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleteUser.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
      <UserAccountDialogs action={accountAction} onClose={() => setAccountAction(null)} />
      <SessionSettingsCard />
    </>
  );
}
