import { useState } from 'react';
import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useToast } from '../../../components/toast';
import { downloadExport, type ContactFilter, type ExportKind } from '../api/inquiries';
import { isSessionEnded } from '../auth/use-staff-session';

const EXPORT_TOASTS: Record<ExportKind, string> = {
  contacts: 'Contacts exported successfully',
  enquiries: 'Enquiry forms exported successfully',
  subscribers: 'Subscribers exported successfully',
};

/**
 * An export's download button (the contacts, enquiry forms and subscribers): busy while the file downloads, then a
 * toast that says it worked or failed (nothing when the session ended: the sign-in prompt says that).
 */
export function ExportButton({
  kind,
  filter,
  query,
  label = 'Export CSV',
  ariaLabel,
}: {
  kind: ExportKind;
  /** The contacts export's filter. */
  filter?: ContactFilter;
  /** The subscribers export's query string. */
  query?: string;
  label?: string;
  ariaLabel: string;
}) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadExport(kind, filter, query);
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
      aria-label={ariaLabel}
    >
      {busy ? 'Exporting...' : label}
    </Button>
  );
}
