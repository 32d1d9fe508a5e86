import { useState, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  Tab,
  TablePagination,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import VisibilityIcon from '@mui/icons-material/Visibility';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { youtubeThumbnail, youtubeVideoId, type Blog, type BlogStatusFilter, type Video } from '@36x/common';
import { useAuthorChoices } from '../api/authors';
import { useAdminBlogs, useDeleteBlog } from '../api/blogs';
import { useAdminVideos, useDeleteVideo } from '../api/videos';
import { useStaff } from '../auth/staff-context';
import { QueryTable, type Column } from '../components/ResponsiveTable';
import { SectionHeader } from '../components/SectionHeader';
import { formatDate } from '../components/format-date';
import { BlogModal } from '../modals/BlogModal';
import { VideoModal } from '../modals/VideoModal';
import { useModalState, type ModalState } from '../modals/use-modal-state';
import { ReadOnlyDialog, type ReadOnlyView } from './ReadOnlyDialog';
import {
  BlogStatusCell,
  blogStatusLabel,
  filterAdminBlogs,
  type AdminBlogFilters,
  type AdminBlogSort,
} from './BlogPublishing';
import { BlogBulkBar } from './BlogBulkBar';
import { RowActions } from './RowActions';
import { useDeleteWithToast, type TrashKind } from './use-delete-with-toast';
import { SelectField } from '../components/SelectField';
import { tickColumn } from '../components/SelectionBar';
import { useTickedRows } from '../components/use-ticked-rows';

const blogColumns: Column<Blog>[] = [
  { key: 'title', header: 'Title', primary: true, minWidth: 220, render: (b) => b.title },
  { key: 'category', header: 'Category', nowrap: true, render: (b) => b.category },
  {
    key: 'status',
    header: 'Status',
    render: (b) => <BlogStatusCell blog={b} />,
  },
  { key: 'createdAt', header: 'Created', nowrap: true, render: (b) => formatDate(b.createdAt) },
];

function VideoThumb({ video }: { video: Video }) {
  const id = youtubeVideoId(video.youtubeUrl);
  const src = video.thumbnail || (id ? youtubeThumbnail(id) : '');
  const [failed, setFailed] = useState(false);
  const frame = {
    width: 72,
    aspectRatio: '16 / 9',
    borderRadius: 0.5,
    flexShrink: 0,
    bgcolor: 'action.hover',
  } as const;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      {src && !failed ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          sx={{ ...frame, objectFit: 'cover' }}
        />
      ) : (
        // YouTube thumbnails are the one remote image (SITE-RENDER-4); offline, a plain tile stands in.
        <Box sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'text.secondary' }} aria-hidden>
          <PlayCircleOutlineIcon fontSize="small" />
        </Box>
      )}
      <span>{video.title}</span>
    </Box>
  );
}

const videoColumns: Column<Video>[] = [
  { key: 'title', header: 'Title', primary: true, minWidth: 260, render: (v) => <VideoThumb video={v} /> },
  { key: 'duration', header: 'Duration', render: (v) => v.duration || '—' },
  { key: 'views', header: 'Views', render: (v) => Number(v.views || 0).toLocaleString('en-IN') },
  { key: 'createdAt', header: 'Added', nowrap: true, render: (v) => formatDate(v.createdAt) },
];

interface ContentTabProps<T extends { id: string; title: string }> {
  /** The tab's h2. */
  heading: string;
  addLabel: string;
  /** The table's accessible name (e2e journeys find it by this). */
  label: string;
  emptyMessage: string;
  columns: Column<T>[];
  list: UseQueryResult<T[]>;
  deletion: UseMutationResult<void, Error, T>;
  /** The trash's name for these items (the delete's Undo restores `<kind>~<id>`). */
  trashKind: TrashKind;
  /** The create / edit modal, rendered only for staff who may write. */
  renderModal: (modal: ModalState<T>) => ReactNode;
  /** What staff who may not write can read of an item (View). */
  toView: (item: T) => ReadOnlyView;
  /** Controls above the table (search, filters, sort) and what they make of the list. */
  toolbar?: ReactNode;
  view?: (rows: T[]) => T[];
  /** Below the table (paging). */
  footer?: ReactNode;
}

/**
 * One tab of the section: heading, Add button (writers), the table with Edit / Delete (writers) or View (everyone
 * else: the body or description, read-only), its modal.
 */
function ContentTab<T extends { id: string; title: string }>({
  heading,
  addLabel,
  label,
  emptyMessage,
  columns,
  list,
  deletion,
  trashKind,
  renderModal,
  toView,
  toolbar,
  view,
  footer,
}: ContentTabProps<T>) {
  const { can } = useStaff();
  const writable = can('content:write');
  const [viewing, setViewing] = useState<ReadOnlyView | null>(null);
  const modal = useModalState<T>();
  const { remove, deletingId, confirm } = useDeleteWithToast(deletion, trashKind);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography component="h2" variant="h6">
          {heading}
        </Typography>
        {writable && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={modal.openCreate}>
            {addLabel}
          </Button>
        )}
      </Box>
      {toolbar}
      <QueryTable
        query={list}
        label={label}
        rows={list.data && view ? view(list.data) : list.data}
        columns={columns}
        emptyMessage={emptyMessage}
        actions={
          writable
            ? (item) => (
                <RowActions
                  name={item.title}
                  onEdit={() => modal.openEdit(item)}
                  onDelete={() => void remove(item)}
                  deleting={deletingId === item.id}
                />
              )
            : (item) => (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<VisibilityIcon />}
                  onClick={() => setViewing(toView(item))}
                  aria-label={`View ${item.title}`}
                >
                  View
                </Button>
              )
        }
      />
      {footer}
      {writable && renderModal(modal)}
      {writable && confirm}
      {!writable && <ReadOnlyDialog view={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}

const STATUS_FILTERS: { value: BlogStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];
const BLOG_SORTS: { value: AdminBlogSort; label: string }[] = [
  { value: 'created', label: 'Newest created' },
  { value: 'updated', label: 'Last edited' },
  { value: 'publishAt', label: 'Publish time' },
  { value: 'title', label: 'Title A-Z' },
];

/** Posts on one page of the staff list; "Select page" ticks these. */
export const BLOG_PAGE_SIZE = 20;

/** One page of the list; a page past the end (the list shrank) shows the last one. */
function pageOf<T>(rows: T[] | undefined, page: number) {
  const lastPage = Math.max(0, Math.ceil((rows?.length ?? 0) / BLOG_PAGE_SIZE) - 1);
  const current = Math.min(page, lastPage);
  return { current, rows: rows?.slice(current * BLOG_PAGE_SIZE, (current + 1) * BLOG_PAGE_SIZE) };
}

/** What staff who may not write can read of a post. */
const blogView = (b: Blog): ReadOnlyView => ({
  title: b.title,
  subtitle: [b.category, blogStatusLabel(b), formatDate(b.createdAt)].join(' · '),
  body: b.content,
});

/** Search, status filter and sort of the post list. */
function BlogFilterBar(props: {
  filters: AdminBlogFilters;
  onChange: (patch: Partial<AdminBlogFilters>) => void;
  countText: string;
}) {
  const { filters, onChange, countText } = props;
  return (
    <Box
      role="search"
      aria-label="Find posts"
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
        alignItems: 'start',
      }}
    >
      <TextField
        size="small"
        type="search"
        label="Search posts"
        value={filters.search}
        onChange={(e) => onChange({ search: e.target.value })}
        helperText={countText}
      />
      <SelectField
        id="filter-blog-status"
        label="Status"
        value={filters.status}
        onChange={(v) => onChange({ status: v as BlogStatusFilter })}
        options={STATUS_FILTERS}
      />
      <SelectField
        id="sort-blogs"
        label="Sort by"
        value={filters.sort}
        onChange={(v) => onChange({ sort: v as AdminBlogSort })}
        options={BLOG_SORTS}
      />
    </Box>
  );
}

// Two component types (not one ContentTab with other props), so switching tabs starts each with fresh state.
function BlogsTab() {
  const list = useAdminBlogs();
  const authors = useAuthorChoices();
  const { can } = useStaff();
  const writable = can('content:write');
  const [filters, setFilters] = useState<AdminBlogFilters>({ search: '', status: 'all', sort: 'created' });
  const [page, setPage] = useState(0);
  const selection = useTickedRows();
  const names = new Map((authors.data ?? []).map((a) => [a.id, a.name]));
  const shown = list.data ? filterAdminBlogs(list.data, filters, (id) => names.get(id) ?? '') : undefined;
  const { current, rows: pageRows } = pageOf(shown, page);
  // A new filter starts again from the first page with nothing ticked; a new order keeps the ticks.
  const set = (patch: Partial<AdminBlogFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(0);
    if (!('sort' in patch)) selection.clear();
  };
  const tagsInUse = [...new Set((list.data ?? []).flatMap((b) => b.tags))].sort();
  return (
    <ContentTab
      toolbar={
        <>
          <BlogFilterBar
            filters={filters}
            onChange={set}
            countText={
              list.data
                ? `${shown?.length ?? 0} of ${list.data.length} posts (title, text, tags, author)`
                : ' '
            }
          />
          {writable && pageRows && pageRows.length > 0 && (
            <BlogBulkBar
              pageIds={pageRows.map((b) => b.id)}
              selected={selection.selected}
              onSelect={selection.setSelected}
              allMatching={selection.allMatching}
              onAllMatching={selection.setAllMatching}
              total={shown?.length ?? 0}
              filter={{ search: filters.search, status: filters.status }}
              tags={tagsInUse}
            />
          )}
        </>
      }
      view={() => pageRows ?? []}
      footer={
        (shown?.length ?? 0) > BLOG_PAGE_SIZE && (
          <TablePagination
            component="div"
            count={shown?.length ?? 0}
            page={current}
            onPageChange={(_, p) => setPage(p)}
            rowsPerPage={BLOG_PAGE_SIZE}
            rowsPerPageOptions={[BLOG_PAGE_SIZE]}
          />
        )
      }
      heading="Blog Posts"
      addLabel="Add New Blog"
      label="Blogs"
      emptyMessage={list.data?.length ? 'No posts match these filters' : 'No blogs found'}
      columns={writable ? [tickColumn<Blog>(selection, (b) => b.title), ...blogColumns] : blogColumns}
      list={list}
      deletion={useDeleteBlog()}
      trashKind="blog"
      toView={blogView}
      renderModal={(modal) => (
        <BlogModal key={modal.key} open={modal.open} blog={modal.item} onClose={modal.close} />
      )}
    />
  );
}

function VideosTab() {
  return (
    <ContentTab
      heading="Videos"
      addLabel="Add New Video"
      label="Videos"
      emptyMessage="No videos found"
      columns={videoColumns}
      list={useAdminVideos()}
      deletion={useDeleteVideo()}
      trashKind="video"
      toView={(v) => ({
        title: v.title,
        subtitle: [v.duration, `${Number(v.views).toLocaleString('en-IN')} views`, v.youtubeUrl].join(' · '),
        body: v.description,
      })}
      renderModal={(modal) => (
        <VideoModal key={modal.key} open={modal.open} video={modal.item} onClose={modal.close} />
      )}
    />
  );
}

/** 2. Content Management (ADMIN-DASH): tabs Blogs and Videos. */
export function ContentSection() {
  const [tab, setTab] = useState<'blogs' | 'videos'>('blogs');
  return (
    <>
      <SectionHeader title="Content Management" subtitle="Blog posts and videos shown on the public site" />
      <Card variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, v: 'blogs' | 'videos') => setTab(v)}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          <Tab label="Blogs" value="blogs" id="content-tab-blogs" aria-controls="content-panel-blogs" />
          <Tab label="Videos" value="videos" id="content-tab-videos" aria-controls="content-panel-videos" />
        </Tabs>
        <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
          <div role="tabpanel" id={`content-panel-${tab}`} aria-labelledby={`content-tab-${tab}`}>
            {tab === 'blogs' ? <BlogsTab /> : <VideosTab />}
          </div>
        </CardContent>
      </Card>
    </>
  );
}
