import type { FormEvent, ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

interface Props {
  open: boolean;
  title: string;
  /** Used for the dialog's accessible name and the ids inside it. */
  id: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Holds the submit button without the pending label (e.g. while an image uploads). */
  submitDisabled?: boolean;
  onSubmit: (e?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * One look for the four modals (ADMIN-MODALS-5): title with a close button, the form, Cancel and the submit button showing
 * its pending label. Full screen on phones. Nothing closes it while a save is under way.
 */
export function ModalFrame(props: Props) {
  const { open, title, id, submitLabel, pendingLabel, pending, submitDisabled, onSubmit, onClose, children } =
    props;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={`${id}-title`}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={`${id}-title`} sx={{ pr: 7 }}>
          {title}
          <IconButton
            aria-label="Close dialog"
            onClick={close}
            disabled={pending}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending || submitDisabled}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
