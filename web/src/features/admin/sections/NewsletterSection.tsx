import { useEffect, useState } from 'react';
import {
  Button,
  Chip,
  FormControl,
  InputLabel,
  Link,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import {
  SUBSCRIBER_STATES,
  isScheduledBlog,
  type NewsletterSend,
  type Subscriber,
  type SubscriberState,
} from '@36x/common';
import { useToast } from '../../../components/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAdminBlogs } from '../api/blogs';
import {
  subscriberQueryString,
  useNewsletterSends,
  useSendNewsletter,
  useSubscriberCounts,
  useSubscribers,
  type SubscriberFilter,
} from '../api/newsletter';
import { useStaff } from '../auth/staff-context';
import { isSessionEnded } from '../auth/use-staff-session';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CountChips } from '../components/CountChips';
import { ExportButton } from '../components/ExportButton';
import { QueryTable, type Column } from '../components/ResponsiveTable';
import { formatDate, formatDateTime } from '../components/format-date';
import { SectionCard } from '../components/SectionCard';
import { EraseSubscriberDialog, eraseSubscriberColumn } from './contacts/EraseSubscriber';

const stateLabel = (s: SubscriberState) => SUBSCRIBER_STATES.find((x) => x.value === s)?.label ?? s;
const STATE_COLOR: Record<SubscriberState, 'success' | 'info' | 'default' | 'error'> = {
  confirmed: 'success',
  pending: 'info',
  unsubscribed: 'default',
  bounced: 'error',
};
const sourceLabel = (source: string) => (source.startsWith('post:') ? 'A post' : 'Footer');

const subscriberColumns: Column<Subscriber>[] = [
  {
    key: 'email',
    header: 'Email',
    primary: true,
    minWidth: 200,
    render: (s) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <span>{s.email}</span>
        <Chip size="small" label={stateLabel(s.state)} color={STATE_COLOR[s.state]} />
      </Stack>
    ),
  },
  {
    key: 'consent',
    header: 'Consent',
    minWidth: 180,
    render: (s) =>
      `${formatDateTime(s.consent.at)} · ${sourceLabel(s.consent.source)} · notice ${s.consent.noticeVersion}`,
  },
  { key: 'confirmed', header: 'Confirmed', nowrap: true, render: (s) => formatDate(s.confirmedAt) || '–' },
  {
    key: 'left',
    header: 'Left',
    nowrap: true,
    render: (s) =>
      s.state === 'unsubscribed'
        ? formatDate(s.unsubscribedAt)
        : s.state === 'bounced'
          ? `Bounced ${formatDate(s.bouncedAt)}`
          : '–',
  },
];

const sendColumns: Column<NewsletterSend>[] = [
  {
    key: 'post',
    header: 'Post',
    primary: true,
    minWidth: 200,
    render: (s) => (
      <Link href={paths.blog(s.postId)} target="_blank" rel="noopener">
        {s.postTitle}
      </Link>
    ),
  },
  {
    key: 'when',
    header: 'Sent',
    minWidth: 140,
    render: (s) => `${formatDateTime(s.createdAt)} by ${s.createdByName}`,
  },
  {
    key: 'state',
    header: 'State',
    render: (s) =>
      s.state === 'waiting'
        ? "Waits for the post's time"
        : s.state === 'sending'
          ? 'Queueing'
          : s.pending > 0
            ? 'Sending'
            : 'Done',
  },
  { key: 'recipients', header: 'Recipients', render: (s) => s.recipients },
  { key: 'sent', header: 'Delivered', render: (s) => s.sent },
  { key: 'failed', header: 'Failed', render: (s) => s.failed },
  { key: 'pending', header: 'In outbox', render: (s) => s.pending },
  { key: 'unsubscribed', header: 'Unsubscribed', render: (s) => s.unsubscribed },
];

/**
 * The newsletter (SITE-NEWS-3, SITE-NEWS-5): who subscribed and with what consent (counts, search, export), the posts
 * sent with their delivery counts, and "Send as newsletter" for a published or scheduled post not sent yet.
 */
export function NewsletterSection() {
  const { can } = useStaff();
  const [filter, setFilter] = useState<SubscriberFilter>({ q: '', state: '' });
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = setTimeout(
      () => setFilter((f) => (f.q === search.trim() ? f : { ...f, q: search.trim() })),
      300,
    );
    return () => clearTimeout(t);
  }, [search]);
  const subscribers = useSubscribers(filter);
  const counts = useSubscriberCounts();
  const sends = useNewsletterSends();
  const [erasing, setErasing] = useState<Subscriber | null>(null);

  return (
    <Stack spacing={3}>
      {can('content:write') && <SendPostCard sent={sends.data} confirmed={counts.data?.confirmed} />}
      <SectionCard title="Sent newsletters">
        <QueryTable
          query={sends}
          what="newsletters"
          label="Sent newsletters"
          columns={sendColumns}
          emptyMessage="No post has been sent as a newsletter yet"
        />
      </SectionCard>
      <SectionCard
        title="Subscribers"
        action={
          can('inquiries:export') && (
            <ExportButton
              kind="subscribers"
              query={subscriberQueryString(filter)}
              label="Export"
              ariaLabel="Export subscribers (CSV)"
            />
          )
        }
      >
        <CountChips
          label="Subscribers by state"
          options={SUBSCRIBER_STATES}
          counts={counts.data}
          selected={filter.state}
          colors={STATE_COLOR}
          onSelect={(state) => setFilter((f) => ({ ...f, state }))}
        >
          <Typography variant="body2" sx={{ alignSelf: 'center', ml: 1 }}>
            {counts.data ? `${counts.data.total} in all` : ''}
          </Typography>
        </CountChips>
        <TextField
          size="small"
          label="Search"
          placeholder="Email address"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, type: 'search' } }}
          sx={{ mb: 2, minWidth: { sm: 320 } }}
        />
        <QueryTable
          query={subscribers}
          label="Subscribers"
          columns={
            can('inquiries:erase')
              ? [...subscriberColumns, eraseSubscriberColumn(setErasing)]
              : subscriberColumns
          }
          emptyMessage={filter.q || filter.state ? 'No subscribers match' : 'No subscribers yet'}
        />
        {erasing && <EraseSubscriberDialog subscriber={erasing} onClose={() => setErasing(null)} />}
      </SectionCard>
    </Stack>
  );
}

/** "Send as newsletter": a published (or scheduled) post not sent before, after a confirmation naming how many. */
function SendPostCard({ sent, confirmed }: { sent?: NewsletterSend[]; confirmed?: number }) {
  const { toast } = useToast();
  const blogs = useAdminBlogs();
  const send = useSendNewsletter();
  const [postId, setPostId] = useState('');
  const [asking, setAsking] = useState(false);
  const done = new Set((sent ?? []).map((s) => s.postId));
  const candidates = (blogs.data ?? []).filter((b) => b.status === 'published' && !done.has(b.id));
  const chosen = candidates.find((b) => b.id === postId);

  const confirm = async () => {
    try {
      await send.mutateAsync(postId);
      toast({ title: 'Newsletter queued', description: chosen?.title });
      setPostId('');
    } catch (error) {
      if (isSessionEnded(error)) return;
      const message = (error instanceof ApiRequestError && error.serverMessage) || 'Please try again.';
      toast({ title: 'Could not send', description: message, variant: 'destructive' });
    } finally {
      setAsking(false);
    }
  };

  return (
    <SectionCard title="Send a post as a newsletter">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Each confirmed subscriber gets the post&apos;s title, summary and link once, with a one-click
        unsubscribe. A scheduled post goes out when it is published.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <FormControl size="small" sx={{ minWidth: 280 }}>
          <InputLabel id="newsletter-post">Post</InputLabel>
          <Select
            labelId="newsletter-post"
            label="Post"
            value={postId}
            onChange={(e) => setPostId(e.target.value)}
          >
            {candidates.length === 0 && (
              <MenuItem value="" disabled>
                Every published post has been sent
              </MenuItem>
            )}
            {candidates.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {isScheduledBlog(b) ? `${b.title} (scheduled)` : b.title}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={!chosen || send.isPending}
          onClick={() => setAsking(true)}
        >
          Send as newsletter
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Send as newsletter?"
        message={`"${chosen?.title ?? ''}" goes to ${confirmed ?? 'every'} confirmed subscriber${confirmed === 1 ? '' : 's'}${chosen && isScheduledBlog(chosen) ? ' when it is published' : ''}. A post is sent once; this cannot be undone.`}
        confirmLabel="Send"
        pending={send.isPending}
        pendingLabel="Sending..."
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </SectionCard>
  );
}
