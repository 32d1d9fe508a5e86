import { Chip, Link, Stack } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { EnquiryForm } from '@36x/common';
import { useAdminEnquiryForms } from '../api/enquiry-forms';
import { ContactsDesk } from './contacts/ContactsDesk';
import { useStaff } from '../auth/staff-context';
import { ExportButton } from '../components/ExportButton';
import { QueryTable, type Column } from '../components/ResponsiveTable';
import { SectionHeader } from '../components/SectionHeader';
import { formatDate } from '../components/format-date';
import { SectionCard } from '../components/SectionCard';

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

/**
 * 3. Inquiries (ADMIN-DASH): the leads desk (contact submissions, CONTACT-LEADS) and the enquiry forms, each with 'Export
 * Excel'.
 */
export function InquiriesSection() {
  const { can } = useStaff();
  const exportable = can('inquiries:export');
  const forms = useAdminEnquiryForms();
  return (
    <>
      <SectionHeader
        title="Inquiries"
        subtitle="Messages from the contact form, and the enquiry forms visitors can fill in"
      />
      <Stack spacing={3}>
        {can('inquiries:read') && <ContactsDesk />}
        <SectionCard
          title="Enquiry Forms"
          tight
          action={
            exportable ? <ExportButton kind="enquiries" ariaLabel="Export CSV (enquiry forms)" /> : undefined
          }
        >
          <QueryTable
            query={forms}
            label="Enquiry forms"
            columns={formColumns}
            emptyMessage="No enquiry forms found"
          />
        </SectionCard>
      </Stack>
    </>
  );
}
