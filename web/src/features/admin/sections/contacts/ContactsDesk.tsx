import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import {
  Box,
  Button,
  Chip,
  Link,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  CONTACT_SORTS,
  CONTACT_STATUSES,
  CONTACT_SUBJECTS,
  LIMITS,
  type ContactSort,
  type ContactStatus,
  type ContactSubmission,
} from '@36x/common';
import {
  CONTACTS_PAGE_SIZE,
  NO_FILTER,
  useContactCounts,
  useContactsPage,
  type ContactFilter,
} from '../../api/inquiries';
import { useStaff } from '../../auth/staff-context';
import { CountChips } from '../../components/CountChips';
import { ExportButton } from '../../components/ExportButton';
import { LoadError } from '../../components/LoadError';
import { SelectField } from '../../components/SelectField';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { formatDate, formatTime } from '../../components/format-date';
import { BulkBar } from './BulkBar';
import { ContactDetailDialog } from './ContactDetailDialog';
import { PeopleView } from './PeopleView';
import { STATUS_COLOR, replyHref, sourceLabel, statusLabel, subjectLabel, telHref } from './contact-labels';
import { SectionCard } from '../../components/SectionCard';
import { DateField } from '../../components/DateField';
import { tickColumn } from '../../components/SelectionBar';
import { useTickedRows } from '../../components/use-ticked-rows';

/** "21-40 of 315" (CONTACT-LEADS-7): the page's place among all that match. */
export function rangeText(pageIndex: number, shown: number, total: number | undefined): string {
  if (total === undefined) return '';
  if (shown === 0) return `0 of ${total}`;
  const first = pageIndex * CONTACTS_PAGE_SIZE + 1;
  return `${first}-${first + shown - 1} of ${total}`;
}

/** Typing in the search box asks the server once the typing pauses. */
const SEARCH_DELAY_MS = 300;

/** A tick box per enquiry, for bulk actions (CONTACT-LEADS-6); absent for those who may not change enquiries. */
interface Selection {
  selected: Set<string>;
  toggle: (id: string) => void;
}

const fullName = (c: ContactSubmission) => `${c.firstName} ${c.lastName}`.trim();

function columns(open: (c: ContactSubmission) => void, selection?: Selection): Column<ContactSubmission>[] {
  const select = selection ? [tickColumn<ContactSubmission>(selection, fullName)] : [];
  return [
    ...select,
    {
      key: 'name',
      header: 'Name',
      primary: true,
      minWidth: 140,
      render: (c) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Link
            component="button"
            type="button"
            onClick={() => open(c)}
            sx={{ textAlign: 'left', fontWeight: 600 }}
          >
            {fullName(c)}
          </Link>
          <Chip size="small" label={statusLabel(c.status)} color={STATUS_COLOR[c.status]} />
        </Stack>
      ),
    },
    {
      key: 'reach',
      header: 'Email / phone',
      minWidth: 170,
      render: (c) => (
        <Stack spacing={0.25}>
          <Link href={replyHref(c.email, c.subject)} sx={{ overflowWrap: 'anywhere' }}>
            {c.email}
          </Link>
          {c.phone && <Link href={telHref(c.phone)}>{c.phone}</Link>}
        </Stack>
      ),
    },
    {
      key: 'subject',
      header: 'Subject',
      minWidth: 120,
      render: (c) => (
        <>
          {subjectLabel(c.subject)}
          {sourceLabel(c.source) && (
            <Typography variant="caption" color="text.secondary" component="div">
              {sourceLabel(c.source)}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      minWidth: 260,
      render: (c) => (
        <Box
          sx={{
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {c.message}
        </Box>
      ),
    },
    {
      key: 'date',
      header: 'Received',
      minWidth: 100,
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
}

type View = 'enquiries' | 'people';

/** The ticked enquiries, or all that match (CONTACT-LEADS-6); `selection` only for those who may change them. */
function useTicks(mayChange: boolean) {
  const { selected, setSelected, allMatching, setAllMatching, clear, toggle } = useTickedRows();
  const selection: Selection | undefined = mayChange ? { selected, toggle } : undefined;
  return { selected, setSelected, allMatching, setAllMatching, selection, untick: clear };
}

/** The search box (the server is asked once typing pauses), status, subject and date range. */
function ContactFilters({
  filter,
  refine,
  search,
  onSearch,
}: {
  filter: ContactFilter;
  refine: (patch: Partial<ContactFilter>) => void;
  search: string;
  onSearch: (text: string) => void;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr 1fr' },
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      <TextField
        size="small"
        label="Search"
        placeholder="Name, email, phone, message or notes"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.contactSearchMax, type: 'search' } }}
      />
      <SelectField
        id="filter-status"
        label="Status"
        value={filter.status}
        onChange={(v) => refine({ status: v as '' | ContactStatus })}
        options={CONTACT_STATUSES}
        none={{ label: 'All' }}
      />
      <SelectField
        id="filter-subject"
        label="Subject"
        value={filter.subject}
        onChange={(v) => refine({ subject: v })}
        options={CONTACT_SUBJECTS}
        none={{ label: 'All' }}
      />
      <DateField label="From" value={filter.from} max={filter.to} onChange={(from) => refine({ from })} />
      <DateField label="To" value={filter.to} min={filter.from} onChange={(to) => refine({ to })} />
    </Box>
  );
}

/** The Enquiries/People toggle, the order of enquiries and (for those who may change them) Assigned to me. */
function DeskToolbar({
  view,
  onView,
  sort,
  onSort,
  owner,
  onOwner,
}: {
  view: View;
  onView: (view: View) => void;
  sort: ContactSort;
  onSort: (sort: ContactSort) => void;
  /** The owner filter; undefined hides Assigned to me. */
  owner: string | undefined;
  onOwner: (owner: string) => void;
}) {
  const { member } = useStaff();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_e, v: View | null) => v && onView(v)}
        aria-label="View"
      >
        <ToggleButton value="enquiries">Enquiries</ToggleButton>
        <ToggleButton value="people">People</ToggleButton>
      </ToggleButtonGroup>
      {view === 'enquiries' && (
        <SelectField
          id="sort-contacts"
          label="Sort"
          value={sort}
          onChange={(v) => onSort(v as ContactSort)}
          options={CONTACT_SORTS}
          sx={{ minWidth: 160 }}
        />
      )}
      {owner !== undefined && (
        <Chip
          label="Assigned to me"
          color={owner ? 'primary' : 'default'}
          variant={owner ? 'filled' : 'outlined'}
          aria-pressed={!!owner}
          onClick={() => onOwner(owner ? '' : member.id)}
        />
      )}
    </Stack>
  );
}

/** Clear filters (when filtered) and, for enquiries, the page's range with the previous and next buttons. */
function DeskFooter({
  view,
  onClear,
  sort,
  trail,
  onTrail,
  page,
}: {
  view: View;
  /** Clears the search and filters; undefined when nothing is filtered. */
  onClear: (() => void) | undefined;
  sort: ContactSort;
  trail: string[];
  onTrail: Dispatch<SetStateAction<string[]>>;
  page: ReturnType<typeof useContactsPage>;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        mt: 2,
        alignItems: 'center',
        justifyContent: 'flex-end',
        display: view === 'people' && !onClear ? 'none' : 'flex',
      }}
    >
      {onClear && (
        <Button onClick={onClear} sx={{ mr: 'auto' }}>
          Clear filters
        </Button>
      )}
      {view === 'enquiries' && (
        <>
          <Typography variant="body2" color="text.secondary" role="status">
            {rangeText(trail.length, page.data?.items.length ?? 0, page.data?.total)}
          </Typography>
          <Button onClick={() => onTrail((t) => t.slice(0, -1))} disabled={trail.length === 0}>
            {sort === 'newest' ? 'Newer' : 'Previous'}
          </Button>
          <Button
            onClick={() => onTrail((t) => [...t, page.data!.nextCursor])}
            disabled={!page.data?.nextCursor || page.isPlaceholderData}
          >
            {sort === 'newest' ? 'Older' : 'Next'}
          </Button>
        </>
      )}
    </Stack>
  );
}

/**
 * The leads desk (CONTACT-LEADS): search, filters, server-side pages, each enquiry's status at a glance; an enquiry opens
 * with its workflow. Fresh while open: refetched on opening, on window focus and every 30 s (api/inquiries.ts), and on
 * Refresh.
 */
export function ContactsDesk() {
  const { can } = useStaff();
  const [filter, setFilter] = useState<ContactFilter>(NO_FILTER);
  const [sort, setSort] = useState<ContactSort>('newest');
  const [view, setView] = useState<View>('enquiries');
  const [search, setSearch] = useState('');
  /** Cursors of the pages before this one ('' is the first page). */
  const [trail, setTrail] = useState<string[]>([]);
  const cursor = trail[trail.length - 1] ?? '';
  const page = useContactsPage(filter, cursor, sort);
  const counts = useContactCounts();
  const [open, setOpen] = useState<ContactSubmission | null>(null);
  const mayChange = can('inquiries:write');
  const { selected, setSelected, allMatching, setAllMatching, selection, untick } = useTicks(mayChange);

  /** A new filter or order starts again from the first page, with nothing ticked. */
  const restart = () => {
    setTrail([]);
    untick();
  };
  const refine = (patch: Partial<ContactFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    restart();
  };
  useEffect(() => {
    const t = setTimeout(() => {
      if (search.trim() !== filter.q) refine({ q: search.trim() });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [search, filter.q]);

  const refresh = () => {
    void page.refetch();
    void counts.refetch();
  };
  const filtered = JSON.stringify(filter) !== JSON.stringify(NO_FILTER);

  return (
    <SectionCard
      title="Contact Submissions"
      tight
      action={
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={page.isFetching}>
            Refresh
          </Button>
          {can('inquiries:export') && (
            <ExportButton kind="contacts" filter={filter} ariaLabel="Export CSV (contacts)" />
          )}
        </Stack>
      }
    >
      <CountChips
        label="Counts by status"
        options={CONTACT_STATUSES}
        counts={counts.data}
        selected={filter.status}
        colors={STATUS_COLOR}
        onSelect={(status) => refine({ status })}
      />
      <ContactFilters filter={filter} refine={refine} search={search} onSearch={setSearch} />
      <DeskToolbar
        view={view}
        onView={setView}
        sort={sort}
        onSort={(v) => {
          setSort(v);
          restart();
        }}
        owner={mayChange ? filter.owner : undefined}
        onOwner={(owner) => refine({ owner })}
      />
      {view === 'people' ? (
        <PeopleView filter={filter} onOpenEnquiry={setOpen} />
      ) : page.isError ? (
        <LoadError what="contact submissions" onRetry={() => void page.refetch()} />
      ) : (
        <>
          {mayChange && (page.data?.items.length ?? 0) > 0 && (
            <BulkBar
              pageIds={page.data!.items.map((c) => c.id)}
              selected={selected}
              onSelect={setSelected}
              allMatching={allMatching}
              onAllMatching={setAllMatching}
              filter={filter}
              total={page.data!.total}
            />
          )}
          <ResponsiveTable
            label="Contact submissions"
            rows={page.data?.items}
            loading={page.isPending}
            columns={columns(setOpen, selection)}
            rowKey={(c) => c.id}
            emptyMessage={
              filtered ? 'No contact submissions match these filters' : 'No contact submissions found'
            }
          />
        </>
      )}
      <DeskFooter
        view={view}
        onClear={
          filtered
            ? () => {
                setSearch('');
                refine(NO_FILTER);
              }
            : undefined
        }
        sort={sort}
        trail={trail}
        onTrail={setTrail}
        page={page}
      />
      {open && <ContactDetailDialog contact={open} onClose={() => setOpen(null)} />}
    </SectionCard>
  );
}
