import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatDateTime } from '../components/format-date';
import type { UnsavedGuard } from './use-modal-form';

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
  /** Unsaved-work protection from useModalForm (ADMIN-PUBLISH): asks before closing a changed form, offers a kept draft. */
  guard?: UnsavedGuard;
  /** The blog editor is wider (text and preview side by side). */
  maxWidth?: 'md' | 'lg';
  /** Buttons beside Cancel on the left (e.g. the blog's History). */
  extraActions?: ReactNode;
  children: ReactNode;
}

/**
 * One look for the four modals (ADMIN-MODALS-5): title with a close button, the form, Cancel and the submit button showing
 * its pending label. Full screen on phones. Nothing closes it while a save is under way.
 */
export function ModalFrame(props: Props) {
  const { open, title, id, submitLabel, pendingLabel, pending, submitDisabled, onSubmit, onClose, children } =
    props;
  const { guard, extraActions, maxWidth = 'md' } = props;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [asking, setAsking] = useState(false);
  const dirty = !!guard?.dirty;
  // Esc, the backdrop, the close button and Cancel all come here: a changed form asks first.
  const close = () => {
    if (pending) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  // Reloading, closing the tab or leaving the site with a changed form open: the browser asks first.
  useEffect(() => {
    if (!open || !dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [open, dirty]);
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
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
        <DialogContent dividers>
          {guard?.offer && (
            <Alert
              severity="info"
              sx={{ mb: 2 }}
              action={
                <>
                  <Button color="inherit" size="small" onClick={guard.restore}>
                    Restore
                  </Button>
                  <Button color="inherit" size="small" onClick={guard.dismissOffer}>
                    Discard
                  </Button>
                </>
              }
            >
              Restore unsaved draft? Changes made here on {formatDateTime(guard.offer.savedAt)} were not
              saved.
            </Alert>
          )}
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          {extraActions && (
            <span style={{ marginRight: 'auto', display: 'flex', gap: 8 }}>{extraActions}</span>
          )}
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending || submitDisabled}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
      <ConfirmDialog
        open={asking}
        title="Discard unsaved changes?"
        message="You have changes that are not saved. Close this form and lose them?"
        confirmLabel="Discard changes"
        onConfirm={() => {
          setAsking(false);
          guard?.forget();
          onClose();
        }}
        onClose={() => setAsking(false)}
      />
    </Dialog>
  );
}
