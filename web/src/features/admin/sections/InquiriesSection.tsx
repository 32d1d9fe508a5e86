import { useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Chip, Link, Stack } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { CONTACT_SUBJECTS, type ContactSubmission, type EnquiryForm } from '@36x/common';
import { useToast } from '../../../components/toast';
import { useAdminEnquiryForms } from '../api/enquiry-forms';
import { downloadExport, useContacts, type ExportKind } from '../api/inquiries';
import { useStaff } from '../auth/staff-context';
import { isSessionEnded } from '../auth/use-staff-session';
import { LoadError } from '../components/LoadError';
import { ResponsiveTable, type Column } from '../components/ResponsiveTable';
import { SectionHeader } from '../components/SectionHeader';
import { formatDate, formatTime } from '../components/format-date';

const subjectLabel = (value: string) => CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;

const contactColumns: Column<ContactSubmission>[] = [
  {
    key: 'name',
    header: 'Name',
    primary: true,
    minWidth: 130,
    render: (c) => `${c.firstName} ${c.lastName}`.trim(),
  },
  {
    key: 'email',
    header: 'Email',
    minWidth: 160,
    render: (c) => {
      // Break after the @ when the column is narrow, rather than mid-word.
      const at = c.email.indexOf('@');
      return (
        <Link href={`mailto:${c.email}`} sx={{ overflowWrap: 'anywhere' }}>
          {at > 0 ? (
            <>
              {c.email.slice(0, at + 1)}
              <wbr />
              {c.email.slice(at + 1)}
            </>
          ) : (
            c.email
          )}
        </Link>
      );
    },
  },
  { key: 'subject', header: 'Subject', minWidth: 120, render: (c) => subjectLabel(c.subject) },
  {
    key: 'message',
    header: 'Message',
    minWidth: 280,
    render: (c) => <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.message}</Box>,
  },
  {
    key: 'date',
    header: 'Date',
    minWidth: 110,
    // Date over time on two lines in the table, so the message column keeps its room at 1280 px.
    render: (c) => (
      <Box sx={{ whiteSpace: { sm: 'nowrap' } }}>
        {formatDate(c.createdAt)}
        <Box component="span" sx={{ display: { sm: 'block' }, color: 'text.secondary' }}>
          {' '}
          {formatTime(c.createdAt)}
        </Box>
      </Box>
    ),
  },
];

const formColumns: Column<EnquiryForm>[] = [
  {
    key: 'title',
    header: 'Form',
    primary: true,
    minWidth: 200,
    render: (f) => (
      <span>
        <span aria-hidden>{f.icon} </span>
        {f.title}
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (f) => (
      <Chip
        size="small"
        label={f.isActive ? 'Active' : 'Inactive'}
        color={f.isActive ? 'success' : 'default'}
      />
    ),
  },
  {
    key: 'link',
    header: 'Form link',
    render: (f) => (
      <Link
        href={f.googleFormUrl}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        View Google Form
        <OpenInNewIcon fontSize="inherit" aria-hidden />
      </Link>
    ),
  },
  { key: 'createdAt', header: 'Created', nowrap: true, render: (f) => formatDate(f.createdAt) },
];

const EXPORT_TOASTS: Record<ExportKind, string> = {
  contacts: 'Contacts exported successfully',
  enquiries: 'Enquiry forms exported successfully',
};

function ExportButton({ kind }: { kind: ExportKind }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadExport(kind);
      toast({ title: EXPORT_TOASTS[kind] });
    } catch (error) {
      if (!isSessionEnded(error)) toast({ title: 'Export failed', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      onClick={() => void run()}
      disabled={busy}
      aria-label={`Export Excel (${kind === 'contacts' ? 'contacts' : 'enquiry forms'})`}
    >
      {busy ? 'Exporting...' : 'Export Excel'}
    </Button>
  );
}

/** 3. Inquiries (000 §2): contact submissions and enquiry forms, each with 'Export Excel'. */
export function InquiriesSection() {
  const { can } = useStaff();
  const exportable = can('inquiries:export');
  const contacts = useContacts();
  const forms = useAdminEnquiryForms();
  return (
    <>
      <SectionHeader
        title="Inquiries"
        subtitle="Messages from the contact form, and the enquiry forms visitors can fill in"
      />
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardHeader
            title="Contact Submissions"
            slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            action={exportable ? <ExportButton kind="contacts" /> : undefined}
            sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
          />
          <CardContent sx={{ pt: 0, px: { xs: 1.5, sm: 2 } }}>
            {contacts.isError ? (
              <LoadError what="contact submissions" onRetry={() => void contacts.refetch()} />
            ) : (
              <ResponsiveTable
                label="Contact submissions"
                rows={contacts.data}
                loading={contacts.isPending}
                columns={contactColumns}
                rowKey={(c) => c.id}
                emptyMessage="No contact submissions found"
              />
            )}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader
            title="Enquiry Forms"
            slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            action={exportable ? <ExportButton kind="enquiries" /> : undefined}
            sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
          />
          <CardContent sx={{ pt: 0, px: { xs: 1.5, sm: 2 } }}>
            {forms.isError ? (
              <LoadError what="enquiry forms" onRetry={() => void forms.refetch()} />
            ) : (
              <ResponsiveTable
                label="Enquiry forms"
                rows={forms.data}
                loading={forms.isPending}
                columns={formColumns}
                rowKey={(f) => f.id}
                emptyMessage="No enquiry forms found"
              />
            )}
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
