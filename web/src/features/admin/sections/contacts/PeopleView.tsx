import { useState } from 'react';
import {
  Box,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { CONTACT_STATUSES, type ContactPerson, type ContactSubmission } from '@36x/common';
import { NO_FILTER, useContactPeople, useContactsPage, type ContactFilter } from '../../api/inquiries';
import { useStaff } from '../../auth/staff-context';
import { LoadError } from '../../components/LoadError';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { formatDate, formatDateTime } from '../../components/format-date';
import { STATUS_COLOR, statusLabel, subjectLabel } from './contact-labels';
import { EraseConfirm, EraseDialogActions, useEraseAddress } from './EraseConfirm';

function columns(open: (p: ContactPerson) => void): Column<ContactPerson>[] {
  return [
    {
      key: 'name',
      header: 'Person',
      primary: true,
      minWidth: 160,
      render: (p) => (
        <Link
          component="button"
          type="button"
          onClick={() => open(p)}
          sx={{ textAlign: 'left', fontWeight: 600 }}
        >
          {p.name || p.email}
        </Link>
      ),
    },
    { key: 'email', header: 'Email', minWidth: 180, render: (p) => p.email },
    { key: 'count', header: 'Enquiries', render: (p) => p.count },
    {
      key: 'statuses',
      header: 'Status',
      minWidth: 160,
      render: (p) => (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {CONTACT_STATUSES.filter((s) => p.statuses[s.value] > 0).map((s) => (
            <Chip
              key={s.value}
              size="small"
              color={STATUS_COLOR[s.value]}
              label={`${s.label} ${p.statuses[s.value]}`}
            />
          ))}
        </Stack>
      ),
    },
    {
      key: 'last',
      header: 'Latest',
      nowrap: true,
      render: (p) => formatDate(p.lastAt),
    },
  ];
}

/**
 * The people view (CONTACT-LEADS-8): the enquiries matching the desk's filter grouped by email address, the latest
 * first; a person opens with every enquiry they sent, each of which opens as usual.
 */
export function PeopleView({
  filter,
  onOpenEnquiry,
}: {
  filter: ContactFilter;
  onOpenEnquiry: (c: ContactSubmission) => void;
}) {
  const people = useContactPeople(filter, true);
  const [person, setPerson] = useState<ContactPerson | null>(null);
  if (people.isError) return <LoadError what="people" onRetry={() => void people.refetch()} />;
  const shown = people.data?.people.length ?? 0;
  return (
    <>
      <ResponsiveTable
        label="People"
        rows={people.data?.people}
        loading={people.isPending}
        columns={columns(setPerson)}
        rowKey={(p) => p.email}
        emptyMessage="No contact submissions match these filters"
      />
      {people.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'right' }}>
          {shown < people.data.total
            ? `The ${shown} latest of ${people.data.total} people`
            : `${people.data.total} ${people.data.total === 1 ? 'person' : 'people'}`}
        </Typography>
      )}
      {person && (
        <PersonDialog
          person={person}
          onClose={() => setPerson(null)}
          onOpenEnquiry={(c) => {
            setPerson(null);
            onOpenEnquiry(c);
          }}
        />
      )}
    </>
  );
}

/** One person's history: every enquiry from their address, newest first, with its status and notes. */
function PersonDialog({
  person,
  onClose,
  onOpenEnquiry,
}: {
  person: ContactPerson;
  onClose: () => void;
  onOpenEnquiry: (c: ContactSubmission) => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const history = useContactsPage(NO_FILTER, '', 'newest', { email: person.email, limit: '100' });
  const { can } = useStaff();
  const [erasing, setErasing] = useState(false);
  const { eraseNow, pending: erasePending } = useEraseAddress(person.email, onClose);
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="person-title">
      <DialogTitle id="person-title">
        {person.name || person.email}
        <Typography variant="body2" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {person.email} · {person.count} enquir{person.count === 1 ? 'y' : 'ies'} since{' '}
          {formatDate(person.firstAt)}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {history.isError ? (
          <LoadError what="this person's enquiries" onRetry={() => void history.refetch()} />
        ) : (
          <List aria-label="Enquiries from this person" disablePadding>
            {(history.data?.items ?? []).map((c) => (
              <ListItemButton key={c.id} onClick={() => onOpenEnquiry(c)} divider alignItems="flex-start">
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Box component="span">{subjectLabel(c.subject)}</Box>
                      <Chip size="small" label={statusLabel(c.status)} color={STATUS_COLOR[c.status]} />
                    </Stack>
                  }
                  secondary={
                    <>
                      {formatDateTime(c.createdAt)}
                      {c.notes.length > 0 &&
                        ` · ${c.notes.length} note${c.notes.length === 1 ? '' : 's'}, last: ${c.notes.at(-1)!.text}`}
                      <Box
                        component="span"
                        sx={{
                          display: '-webkit-box',
                          WebkitLineClamp: 2,
                          WebkitBoxOrient: 'vertical',
                          overflow: 'hidden',
                          overflowWrap: 'anywhere',
                        }}
                      >
                        {c.message}
                      </Box>
                    </>
                  }
                />
              </ListItemButton>
            ))}
          </List>
        )}
        {erasing && (
          <Box sx={{ mt: 2 }}>
            <EraseConfirm
              id="erase-person"
              action="Erase this person"
              pending={erasePending}
              onErase={(reason) => void eraseNow(reason)}
              onCancel={() => setErasing(false)}
            >
              Erase everything held about {person.email}: every enquiry with its notes and emails, the Recent
              Activity lines that name them, and their newsletter subscription (only a one-way fingerprint of
              the address stays, so they are never mailed again). The log keeps your name, the reason and how
              many items went, never the person. Emails already in the practice&apos;s own mailbox are not
              touched: delete those there.
            </EraseConfirm>
          </Box>
        )}
      </DialogContent>
      <EraseDialogActions
        label="Erase this person"
        onErase={can('inquiries:erase') && !erasing ? () => setErasing(true) : undefined}
        onClose={onClose}
      />
    </Dialog>
  );
}
