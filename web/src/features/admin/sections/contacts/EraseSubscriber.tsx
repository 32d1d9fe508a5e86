import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Subscriber } from '@36x/common';
import type { Column } from '../../components/ResponsiveTable';
import { EraseConfirm, useEraseAddress } from './EraseConfirm';

/** The subscribers table's last column (admins): erase this address, as the People view erases a person. */
export function eraseSubscriberColumn(open: (s: Subscriber) => void): Column<Subscriber> {
  return {
    key: 'erase',
    header: 'Erase',
    render: (s) => (
      <Button size="small" color="error" onClick={() => open(s)} aria-label={`Erase ${s.email}`}>
        Erase
      </Button>
    ),
  };
}

/**
 * Erasing a subscriber (decision 049): the same one action as erasing a person (POST /api/privacy/erase), so any
 * enquiry from the address goes too; the subscription keeps only the proof of the opt-out.
 */
export function EraseSubscriberDialog({
  subscriber,
  onClose,
}: {
  subscriber: Subscriber;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { eraseNow, pending } = useEraseAddress(subscriber.email, onClose);
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="erase-sub-title"
    >
      <DialogTitle id="erase-sub-title" sx={{ overflowWrap: 'anywhere' }}>
        Erase {subscriber.email}
      </DialogTitle>
      <DialogContent dividers>
        <EraseConfirm
          id="erase-subscriber"
          action="Erase this person"
          pending={pending}
          onErase={(reason) => void eraseNow(reason)}
          onCancel={onClose}
        >
          The subscription is erased (only a one-way fingerprint of the address stays, so it is never mailed
          again), with the emails sent to it and any enquiry from this address with its notes. The log keeps
          your name, the reason and how many items went, never the person.
        </EraseConfirm>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
