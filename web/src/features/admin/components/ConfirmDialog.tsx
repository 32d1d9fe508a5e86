import { DialogContentText } from '@mui/material';
import { ActionDialog } from './ActionDialog';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pending?: boolean;
  pendingLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before something that cannot be undone (ADMIN-MODALS-4: deleting a user). */
export function ConfirmDialog({ message, confirmLabel, pendingLabel, onConfirm, ...frame }: Props) {
  const label = frame.pending ? (pendingLabel ?? confirmLabel) : confirmLabel;
  return (
    <ActionDialog id="confirm-dialog" {...frame} action={{ label, onClick: onConfirm, color: 'error' }}>
      <DialogContentText>{message}</DialogContentText>
    </ActionDialog>
  );
}
