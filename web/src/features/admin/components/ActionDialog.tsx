import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type ButtonProps } from '@mui/material';

interface Props {
  /** Names the dialog: its title's id is `<id>-title`. */
  id: string;
  open?: boolean;
  title: ReactNode;
  maxWidth?: 'xs' | 'sm';
  /** While the action runs, the dialog cannot be closed (Escape, a click outside, Cancel). */
  pending?: boolean;
  onClose: () => void;
  /** The dialog's one action, after Cancel. */
  action: { label: ReactNode; onClick: () => void; disabled?: boolean; color?: ButtonProps['color'] };
  children: ReactNode;
}

/** The frame of the back office's small dialogs: a title, what to decide, then Cancel and the action. */
export function ActionDialog({
  id,
  open = true,
  title,
  maxWidth = 'xs',
  pending,
  onClose,
  action,
  children,
}: Props) {
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth={maxWidth}
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={action.color}
          onClick={action.onClick}
          disabled={pending || action.disabled}
        >
          {action.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
