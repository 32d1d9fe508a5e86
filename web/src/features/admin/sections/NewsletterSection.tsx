import { useEffect, useState } from 'react';
import { Chip, Link, Stack, TextField, Typography } from '@mui/material';
import {
  IMPORT_SOURCE_PREFIX,
  IMPORTED_NOTICE_VERSION,
  SUBSCRIBER_STATES,
  type NewsletterSend,
  type Subscriber,
  type SubscriberState,
} from '@36x/common';
import { paths } from '../../../lib/paths';
import {
  subscriberQueryString,
  useNewsletterSends,
  useSubscriberCounts,
  useSubscribers,
  type SubscriberFilter,
} from '../api/newsletter';
import { useStaff } from '../auth/staff-context';
import { CountChips } from '../components/CountChips';
import { ExportButton } from '../components/ExportButton';
import { QueryTable, type Column } from '../components/ResponsiveTable';
import { formatDate, formatDateTime } from '../components/format-date';
import { SectionCard } from '../components/SectionCard';
import { EraseSubscriberDialog, eraseSubscriberColumn } from './contacts/EraseSubscriber';
import { SendPostCard } from './newsletter/SendPostCard';
import { SubscriberImportCard } from './newsletter/SubscriberImportCard';

const stateLabel = (s: SubscriberState) => SUBSCRIBER_STATES.find((x) => x.value === s)?.label ?? s;
const STATE_COLOR: Record<SubscriberState, 'success' | 'info' | 'default' | 'error'> = {
  confirmed: 'success',
  pending: 'info',
  unsubscribed: 'default',
  bounced: 'error',
};
const sourceLabel = (source: string) =>
  source.startsWith('post:')
    ? 'A post'
    : source.startsWith(IMPORT_SOURCE_PREFIX)
      ? `Imported (${source.slice(IMPORT_SOURCE_PREFIX.length)})`
      : 'Footer';

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
      [
        s.consent.at ? formatDateTime(s.consent.at) : 'No consent recorded',
        sourceLabel(s.consent.source),
        s.consent.noticeVersion && s.consent.noticeVersion !== IMPORTED_NOTICE_VERSION
          ? `notice ${s.consent.noticeVersion}`
          : '',
      ]
        .filter(Boolean)
        .join(' · '),
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
      {can('subscribers:import') && <SubscriberImportCard />}
    </Stack>
  );
}
