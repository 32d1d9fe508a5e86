import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  CONTACT_STATUSES,
  LIMITS,
  type ContactStatus,
  type ContactSubmission,
  type ErasureReason,
} from '@36x/common';
import { useToast } from '../../../../components/toast';
import {
  useAddContactNote,
  useContact,
  useContactOwners,
  useEraseContact,
  useUpdateContact,
  ownerOptions,
} from '../../api/inquiries';
import { useStaff } from '../../auth/staff-context';
import { formatDateTime } from '../../components/format-date';
import { SelectField } from '../../components/SelectField';
import { useFailToast } from '../../components/use-fail-toast';
import { EraseConfirm, EraseDialogActions } from './EraseConfirm';
import {
  STATUS_COLOR,
  mailLine,
  replyHref,
  sourceLabel,
  statusLabel,
  subjectLabel,
  telHref,
} from './contact-labels';

/** How to reach the sender, when and where the enquiry came from, its message and how its emails went. */
function ContactMessage({ c }: { c: ContactSubmission }) {
  const mail = mailLine(c.mail.notify);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ flexWrap: 'wrap' }}>
        <Link href={replyHref(c.email, c.subject)} sx={{ overflowWrap: 'anywhere' }}>
          {c.email}
        </Link>
        {c.phone ? <Link href={telHref(c.phone)}>{c.phone}</Link> : <span>No phone given</span>}
        <Typography variant="body2" color="text.secondary">
          {subjectLabel(c.subject)} · received {formatDateTime(c.createdAt)}
          {sourceLabel(c.source) ? ` · ${sourceLabel(c.source)}` : ''}
        </Typography>
      </Stack>
      <Box
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: 'grey.50',
          p: 2,
          borderRadius: 1,
        }}
      >
        {c.message}
      </Box>
      <Alert severity={mail.tone} variant="outlined">
        {mail.text}
      </Alert>
    </>
  );
}

/** The enquiry's notes, and (for those who may change enquiries) a box to add one. */
function ContactNotes({ c, writable }: { c: ContactSubmission; writable: boolean }) {
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Notes
      </Typography>
      {c.notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No notes yet
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Notes">
          {c.notes.map((n) => (
            <ListItem key={n.id} disableGutters>
              <ListItemText
                primary={n.text}
                secondary={`${n.authorName}, ${formatDateTime(n.createdAt)}`}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {writable && <NoteForm id={c.id} />}
    </>
  );
}

/** A new note on the enquiry; the box empties once it is saved. */
function NoteForm({ id }: { id: string }) {
  const { toast } = useToast();
  const fail = useFailToast();
  const addNote = useAddContactNote();
  const [note, setNote] = useState('');
  const saveNote = async () => {
    try {
      await addNote.mutateAsync({ id, text: note });
      setNote('');
      toast({ title: 'Note added' });
    } catch (error) {
      fail(error, 'Note not saved');
    }
  };

  return (
    <Stack spacing={1}>
      <TextField
        label="Add a note"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: LIMITS.contactNoteMax } }}
        helperText={`${note.length}/${LIMITS.contactNoteMax}`}
      />
      <Box>
        <Button
          variant="contained"
          onClick={() => void saveNote()}
          disabled={!note.trim() || addNote.isPending}
        >
          {addNote.isPending ? 'Saving...' : 'Add note'}
        </Button>
      </Box>
    </Stack>
  );
}

interface Props {
  contact: ContactSubmission;
  onClose: () => void;
}

/** One enquiry: the message, how to reach the sender, its status, owner and notes, and (admins) erasure. */
export function ContactDetailDialog({ contact, onClose }: Props) {
  const c = useContact(contact).data;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { can } = useStaff();
  const { toast } = useToast();
  const fail = useFailToast();
  const writable = can('inquiries:write');
  const erasable = can('inquiries:erase');
  const owners = useContactOwners();
  const update = useUpdateContact();
  const erase = useEraseContact();
  const [erasing, setErasing] = useState(false);
  const ownerName = owners.data?.find((o) => o.id === c.ownerId)?.username;

  const change = async (patch: { status?: ContactStatus; ownerId?: string }) => {
    try {
      await update.mutateAsync({ id: c.id, ...patch });
      toast({ title: patch.status ? `Marked ${statusLabel(patch.status)}` : 'Owner updated' });
    } catch (error) {
      fail(error, 'Update failed');
    }
  };
  const confirmErase = async (reason: ErasureReason) => {
    try {
      await erase.mutateAsync({ id: c.id, reason });
      toast({ title: 'Enquiry erased' });
      onClose();
    } catch (error) {
      fail(error, 'Erase failed');
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="contact-title">
      <DialogTitle id="contact-title" sx={{ pr: 2 }}>
        {c.firstName} {c.lastName}
        <Chip
          size="small"
          label={statusLabel(c.status)}
          color={STATUS_COLOR[c.status]}
          sx={{ ml: 1, verticalAlign: 'middle' }}
        />
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <ContactMessage c={c} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectField
              id="status-label"
              label="Status"
              value={c.status}
              onChange={(v) => void change({ status: v as ContactStatus })}
              options={CONTACT_STATUSES}
              disabled={!writable || update.isPending}
              sx={{ minWidth: 180 }}
            />
            <SelectField
              id="owner-label"
              label="Owner"
              value={owners.data ? c.ownerId : ''}
              onChange={(v) => void change({ ownerId: v })}
              options={ownerOptions(owners.data)}
              none={{ label: 'Nobody' }}
              disabled={!writable || update.isPending}
              sx={{ minWidth: 180 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: { sm: 'center' } }}>
              Last action {formatDateTime(c.lastActionAt)}
              {ownerName ? ` · owner ${ownerName}` : ''}
            </Typography>
          </Stack>
          <Divider />
          <ContactNotes c={c} writable={writable} />
          {erasable && erasing && (
            <EraseConfirm
              id="erase-enquiry"
              action="Erase for good"
              pending={erase.isPending}
              onErase={(reason) => void confirmErase(reason)}
              onCancel={() => setErasing(false)}
            >
              Erase this enquiry, its notes and its emails for good. The log keeps your name, the reason and
              how many items went, never the person. To erase everything from this address, use Erase this
              person in the People view.
            </EraseConfirm>
          )}
        </Stack>
      </DialogContent>
      <EraseDialogActions
        label="Erase on request"
        onErase={erasable && !erasing ? () => setErasing(true) : undefined}
        onClose={onClose}
      />
    </Dialog>
  );
}
