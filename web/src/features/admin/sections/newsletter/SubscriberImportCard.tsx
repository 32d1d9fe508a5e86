import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  SUBSCRIBER_IMPORT_MAX_BYTES,
  SUBSCRIBER_IMPORT_MAX_ROWS,
  type ImportRowIssue,
  type SubscriberImportMode,
  type SubscriberImportResult,
} from '@36x/common';
import { ApiRequestError } from '../../../../lib/api-client';
import { useImportSubscribers } from '../../api/newsletter';
import { isSessionEnded } from '../../auth/use-staff-session';
import { SectionCard } from '../../components/SectionCard';

/** What the last import said: its counts, or the file's errors (nothing was written then). */
type Outcome =
  | { kind: 'done'; result: SubscriberImportResult }
  | { kind: 'refused'; message: string; rows: [string, string][] };

/** The file's text (FileReader: every browser, and the test DOM, which lacks Blob.text()). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function IssueList({ title, issues }: { title: string; issues: ImportRowIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2">{title}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 220, overflowY: 'auto' }} aria-label={title}>
        {issues.map((i) => (
          <li key={`${i.row}-${i.reason}`}>
            <Typography variant="body2">
              Row {i.row}: {i.reason}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The subscriber import (SITE-NEWS-6, admins): a CSV file with `email`, `consent date`, and optionally `name` and
 * `source`. Every row is checked first; a malformed file imports nothing and its rows are listed. The chosen
 * option decides rows without consent: refused (listed), or kept unconfirmed and sent nothing.
 */
export function SubscriberImportCard() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<SubscriberImportMode>('refuse');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useImportSubscribers();
  const tooBig = !!file && file.size > SUBSCRIBER_IMPORT_MAX_BYTES;

  const submit = async () => {
    if (!file || tooBig) return;
    setOutcome(null);
    try {
      const result = await run.mutateAsync({ csv: await readText(file), withoutConsent: mode });
      setOutcome({ kind: 'done', result });
    } catch (error) {
      if (isSessionEnded(error)) return;
      const body = error instanceof ApiRequestError ? error.body : null;
      setOutcome({
        kind: 'refused',
        message: body?.message ?? 'The import failed. Please try again.',
        rows: Object.entries(body?.errors ?? {}),
      });
    }
  };

  return (
    <SectionCard title="Import subscribers">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A CSV file (at most 1 MB, {SUBSCRIBER_IMPORT_MAX_ROWS} rows) whose first row names the columns:{' '}
        <strong>email</strong>, <strong>consent date</strong> (YYYY-MM-DD or DD/MM/YYYY; empty where the
        person did not consent), <strong>source</strong> (where they consented) and optionally{' '}
        <strong>name</strong> (read, not kept). People who unsubscribed, bounced or are already on the list
        are never added again. Nobody imported is emailed.
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
            Choose CSV file
            <input
              ref={input}
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file of subscribers"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setOutcome(null);
              }}
            />
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file ? `${file.name} (${Math.ceil(file.size / 1024)} KB)` : 'No file chosen'}
          </Typography>
        </Stack>
        {tooBig && <Alert severity="error">The file is larger than 1 MB: split it into smaller files.</Alert>}
        <FormControl>
          <FormLabel id="import-without-consent">Rows without a consent date</FormLabel>
          <RadioGroup
            aria-labelledby="import-without-consent"
            value={mode}
            onChange={(e) => setMode(e.target.value as SubscriberImportMode)}
          >
            <FormControlLabel
              value="refuse"
              control={<Radio />}
              label="Refuse them (listed after the import)"
            />
            <FormControlLabel
              value="unconfirmed"
              control={<Radio />}
              label="Import them as unconfirmed: they are sent nothing, and are deleted after 30 days unless they subscribe"
            />
          </RadioGroup>
        </FormControl>
        <Button variant="contained" disabled={!file || tooBig || run.isPending} onClick={() => void submit()}>
          {run.isPending ? 'Importing...' : 'Import'}
        </Button>
        {outcome?.kind === 'done' && <ImportSummary result={outcome.result} />}
        {outcome?.kind === 'refused' && (
          <Alert severity="error" sx={{ width: '100%' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {outcome.message}
            </Typography>
            {outcome.rows.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label="Rows to fix">
                {outcome.rows.map(([row, reason]) => (
                  <li key={row}>
                    <Typography variant="body2">
                      {row === 'file' ? reason : `${row.replace(/^row/, 'Row')}: ${reason}`}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}

function ImportSummary({ result }: { result: SubscriberImportResult }) {
  const { confirmed, unconfirmed, refused, skipped } = result;
  return (
    <Alert severity={refused.length ? 'warning' : 'success'} sx={{ width: '100%' }}>
      <Stack spacing={1}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} role="status">
          {`Imported ${plural(confirmed, 'subscriber')} with their consent`}
          {unconfirmed ? `, ${unconfirmed} unconfirmed (sent nothing)` : ''}
          {`; ${refused.length} refused, ${skipped.length} skipped.`}
        </Typography>
        <IssueList title="Refused rows" issues={refused} />
        <IssueList title="Skipped rows" issues={skipped} />
      </Stack>
    </Alert>
  );
}
