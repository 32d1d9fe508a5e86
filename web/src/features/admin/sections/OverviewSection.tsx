import type { ReactNode } from 'react';
import {
  Avatar,
  Button,
  Card,
  CardContent,
  Grid,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import MailIcon from '@mui/icons-material/Mail';
import AssignmentIcon from '@mui/icons-material/Assignment';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { CONTACT_STATUSES, type ActivityType } from '@36x/common';
import { useActivities } from '../api/activities';
import { useAdminBlogs } from '../api/blogs';
import { useAdminEnquiryForms } from '../api/enquiry-forms';
import { useContactCounts } from '../api/inquiries';
import { useAdminVideos } from '../api/videos';
import { EmptyState } from '../components/EmptyState';
import { LoadError } from '../components/LoadError';
import { SectionHeader } from '../components/SectionHeader';
import { formatDateTime } from '../components/format-date';
import { OverviewCharts } from './OverviewCharts';
import { SmallSavingsOverviewReminder } from './SmallSavingsRates';
import { useStaff } from '../auth/staff-context';
import { SectionCard } from '../components/SectionCard';

/** What a counter knows of its list: the read may still be under way or may have failed (never shown as 0). */
interface CountQuery {
  isError: boolean;
  refetch: () => unknown;
}

function Counter({
  label,
  value,
  query,
  icon,
  color,
  detail,
}: {
  label: string;
  value: number | undefined;
  query: CountQuery;
  /** A line under the figure (the enquiries' counts per status). */
  detail?: string;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: color, width: 48, height: 48 }} aria-hidden>
            {icon}
          </Avatar>
          <div>
            <Typography variant="body2" color="text.secondary" component="h2">
              {label}
            </Typography>
            {query.isError ? (
              // A failed read is not an empty list: say so, and offer the retry here.
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} role="alert">
                <Typography color="error" sx={{ fontWeight: 600 }}>
                  Could not load
                </Typography>
                <Button size="small" onClick={() => void query.refetch()} aria-label={`Retry ${label}`}>
                  Retry
                </Button>
              </Stack>
            ) : (
              <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
                {value ?? <Skeleton width={40} />}
              </Typography>
            )}
            {detail && !query.isError && (
              <Typography variant="caption" color="text.secondary" component="p">
                {detail}
              </Typography>
            )}
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Icons by activity type (ADMIN-DASH): blog, video, contact, other. */
const ACTIVITY_ICON: Record<ActivityType, { icon: ReactNode; color: string; label: string }> = {
  blog: { icon: <ArticleIcon />, color: 'primary.main', label: 'Blog' },
  video: { icon: <OndemandVideoIcon />, color: 'error.main', label: 'Video' },
  contact: { icon: <MailIcon />, color: 'success.main', label: 'Contact' },
  other: { icon: <InfoOutlinedIcon />, color: 'grey.600', label: 'Other' },
};

const capitalize = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

function RecentActivity() {
  const activities = useActivities();
  return (
    <SectionCard title="Recent Activity">
      {activities.isPending ? (
        <Stack spacing={1} role="status" aria-label="Loading recent activity">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : activities.isError ? (
        <LoadError what="recent activity" onRetry={() => void activities.refetch()} />
      ) : activities.data.length === 0 ? (
        <EmptyState message="No recent activity" />
      ) : (
        <List disablePadding aria-label="Recent activity">
          {activities.data.map((a) => {
            const kind = ACTIVITY_ICON[a.type] ?? ACTIVITY_ICON.other;
            return (
              <ListItem key={a.id} disableGutters divider>
                <ListItemAvatar>
                  <Avatar
                    sx={{ bgcolor: kind.color, width: 36, height: 36 }}
                    role="img"
                    aria-label={kind.label}
                  >
                    {kind.icon}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={a.title}
                  secondary={[
                    capitalize(a.action),
                    a.actorName ? `by ${a.actorName}` : '',
                    formatDateTime(a.createdAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}

/** 1. Dashboard Overview (ADMIN-DASH): four counters and Recent Activity. */
export function OverviewSection() {
  const blogs = useAdminBlogs();
  const videos = useAdminVideos();
  const contacts = useContactCounts();
  const forms = useAdminEnquiryForms();
  const count = (q: { data?: unknown[] }) => q.data?.length;
  const byStatus = contacts.data
    ? CONTACT_STATUSES.map((st) => `${contacts.data[st.value]} ${st.label.toLowerCase()}`).join(' · ')
    : undefined;
  const counters = [
    { label: 'Total Blogs', value: count(blogs), query: blogs, icon: <ArticleIcon />, color: 'primary.main' },
    {
      label: 'Total Videos',
      value: count(videos),
      query: videos,
      icon: <OndemandVideoIcon />,
      color: 'error.main',
    },
    {
      label: 'Contact Messages',
      value: contacts.data?.total,
      query: contacts,
      detail: byStatus,
      icon: <MailIcon />,
      color: 'success.main',
    },
    {
      label: 'Enquiry Forms',
      value: count(forms),
      query: forms,
      icon: <AssignmentIcon />,
      color: 'secondary.main',
    },
  ];
  const { can } = useStaff();
  return (
    <>
      <SectionHeader title="Dashboard Overview" subtitle="Your content and inquiries at a glance" />
      {/* ADMIN-TAXRULES-3: those who can confirm the small-savings rates see when a quarter is unconfirmed. */}
      <SmallSavingsOverviewReminder enabled={can('taxRules:manage')} />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {counters.map((c) => (
          <Grid key={c.label} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Counter {...c} />
          </Grid>
        ))}
      </Grid>
      <OverviewCharts />
      <RecentActivity />
    </>
  );
}
