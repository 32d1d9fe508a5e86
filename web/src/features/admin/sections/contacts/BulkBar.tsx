import { useState } from 'react';
import { Button } from '@mui/material';
import { CONTACT_STATUSES, LIMITS, type ContactStatus } from '@36x/common';
import { useToast } from '../../../../components/toast';
import {
  ownerOptions,
  useBulkUpdateContacts,
  useContactOwners,
  type ContactFilter,
} from '../../api/inquiries';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SelectField } from '../../components/SelectField';
import { SelectionBar, selectionCount, type SelectionBarProps } from '../../components/SelectionBar';
import { useFailToast } from '../../components/use-fail-toast';

/** The enquiries on this page and which of them are ticked, as the SelectionBar takes them; and the filter. */
type Props = Omit<SelectionBarProps, 'max' | 'children'> & { filter: ContactFilter };

const NO_OWNER = '__none__';

/**
 * The leads desk's bulk actions (CONTACT-LEADS-6): tick enquiries on the page (or all that match the filter), then set
 * a status, an owner or Spam in one step. The server changes all of them or none.
 */
export function BulkBar({ filter, ...selection }: Props) {
  const { selected, onSelect, allMatching, onAllMatching } = selection;
  const { toast } = useToast();
  const fail = useFailToast();
  const bulk = useBulkUpdateContacts();
  const owners = useContactOwners();
  const [status, setStatus] = useState<'' | ContactStatus>('');
  const [owner, setOwner] = useState('');
  // A pick only proposes the change: it is applied once the count is confirmed (one pick used to change up to 400).
  const [asking, setAsking] = useState<{
    change: { status?: ContactStatus; ownerId?: string };
    what: string;
  } | null>(null);
  const count = selectionCount(selection);

  const ask = (change: { status?: ContactStatus; ownerId?: string }, what: string) =>
    setAsking({ change, what });
  const cancel = () => {
    setAsking(null);
    setStatus('');
    setOwner('');
  };
  const run = async (change: { status?: ContactStatus; ownerId?: string }) => {
    const target = allMatching ? { filter } : { ids: [...selected] };
    try {
      const r = await bulk.mutateAsync({ ...target, ...change });
      toast({
        title: `${r.changed} of ${r.matched} enquir${r.matched === 1 ? 'y' : 'ies'} updated`,
      });
      onSelect(new Set());
      onAllMatching(false);
      cancel();
    } catch (error) {
      cancel();
      fail(error, 'Bulk change failed');
    }
  };

  return (
    <SelectionBar {...selection} max={LIMITS.contactsBulkMax}>
      <SelectField
        id="bulk-status"
        label="Set status"
        value={status}
        onChange={(v) => {
          setStatus(v as ContactStatus);
          const label = CONTACT_STATUSES.find((o) => o.value === v)?.label ?? v;
          ask({ status: v as ContactStatus }, `Set the status to ${label}`);
        }}
        options={CONTACT_STATUSES}
        disabled={bulk.isPending}
        sx={{ minWidth: 150, m: '0 !important' }}
      />
      <SelectField
        id="bulk-owner"
        label="Set owner"
        value={owner}
        onChange={(v) => {
          setOwner(v);
          const name =
            v === NO_OWNER ? 'nobody' : (ownerOptions(owners.data).find((o) => o.value === v)?.label ?? v);
          ask({ ownerId: v === NO_OWNER ? '' : v }, `Give them to ${name}`);
        }}
        options={ownerOptions(owners.data)}
        none={{ label: 'Nobody', value: NO_OWNER }}
        disabled={bulk.isPending}
        sx={{ minWidth: 150, m: '0 !important' }}
      />
      <Button
        variant="outlined"
        color="warning"
        disabled={bulk.isPending}
        onClick={() => ask({ status: 'spam' }, 'Mark them as spam')}
        sx={{ m: '0 !important' }}
      >
        Mark Spam
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={`Change ${count} enquir${count === 1 ? 'y' : 'ies'}?`}
        message={`${asking?.what ?? ''} for ${allMatching ? `all ${count} enquiries that match the filter` : `the ${count} selected enquir${count === 1 ? 'y' : 'ies'}`}.`}
        confirmLabel={`Change ${count}`}
        pendingLabel="Changing..."
        pending={bulk.isPending}
        onConfirm={() => asking && void run(asking.change)}
        onClose={cancel}
      />
    </SelectionBar>
  );
}
