import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Chip,
  AppBar,
  Avatar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import { Logo } from '../../../components/brand/Logo';
import { useContactCounts } from '../api/inquiries';
import { adminKeys } from '../api/query-keys';
import { useStaff } from '../auth/staff-context';
import { ROLE_LABELS } from '../modals/UserModal';
import { ContentSection } from '../sections/ContentSection';
import { EnquiryFormsSection } from '../sections/EnquiryFormsSection';
import { InquiriesSection } from '../sections/InquiriesSection';
import { OverviewSection } from '../sections/OverviewSection';
import { UsersSection } from '../sections/UsersSection';
import { AuditLogSection } from '../sections/AuditLogSection';
import { LoginHistorySection } from '../sections/LoginHistorySection';
import { AccountActions } from '../account/AccountActions';
import { TaxRulesSection } from '../sections/TaxRulesSection';
import { TrashSection } from '../sections/TrashSection';
import { TagsSection } from '../sections/TagsSection';
import { NewsletterSection } from '../sections/NewsletterSection';
import { SECTIONS, isSectionId, type SectionId } from './sections';

const DRAWER_WIDTH = 264;

const SECTION_VIEWS: Record<SectionId, () => ReactNode> = {
  overview: () => <OverviewSection />,
  content: () => <ContentSection />,
  tags: () => <TagsSection />,
  inquiries: () => <InquiriesSection />,
  'enquiry-forms': () => <EnquiryFormsSection />,
  users: () => <UsersSection />,
  audit: () => <AuditLogSection />,
  'login-history': () => <LoginHistorySection />,
  'tax-rules': () => <TaxRulesSection />,
  trash: () => <TrashSection />,
  newsletter: () => <NewsletterSection />,
};

/** The number of New enquiries beside Inquiries: polled (api/inquiries.ts), so a new message shows without a reload. */
function NewEnquiriesBadge() {
  const counts = useContactCounts();
  const n = counts.data?.new ?? 0;
  if (n === 0) return null;
  return (
    <Chip
      size="small"
      color="primary"
      label={n}
      aria-label={`${n} new enquir${n === 1 ? 'y' : 'ies'}`}
      data-testid="new-enquiries-badge"
    />
  );
}

function SidebarContent({ current, onChoose }: { current: SectionId; onChoose: (id: SectionId) => void }) {
  const { member, can, logout } = useStaff();
  const [leaving, setLeaving] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2.5, py: 2 }}>
        <Logo />
        <Typography variant="overline" color="text.secondary" component="p" sx={{ mt: 1, lineHeight: 1.5 }}>
          Admin Dashboard
        </Typography>
      </Box>
      <Divider />
      <List component="nav" aria-label="Dashboard sections" sx={{ px: 1, py: 1.5, flexGrow: 1 }}>
        {SECTIONS.filter((s) => can(s.needs)).map((s) => (
          <ListItemButton
            key={s.id}
            selected={s.id === current}
            aria-current={s.id === current ? 'page' : undefined}
            onClick={() => onChoose(s.id)}
            sx={{ borderRadius: 1.5, mb: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{s.icon}</ListItemIcon>
            <ListItemText primary={s.label} />
            {s.id === 'inquiries' && <NewEnquiriesBadge />}
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, minWidth: 0 }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36 }} aria-hidden>
            {member.username.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap data-testid="signed-in-username">
              {member.username}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {ROLE_LABELS[member.role] ?? member.role}
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ mb: 1 }}>
          <AccountActions />
        </Box>
        <Button
          fullWidth
          variant="outlined"
          color="inherit"
          startIcon={<LogoutIcon />}
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout().finally(() => setLeaving(false));
          }}
        >
          Logout
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The dashboard frame (ADMIN-DASH): a sidebar with the sections this role may open, the account actions and logout. A permanent drawer from 900 px; on
 * phones and small tablets a top bar with a menu button opens it as a temporary drawer. The current section is kept
 * in the address (?section=...) so a reload or the back button stays where the person was.
 */
export function DashboardShell() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { can } = useStaff();
  const [params, setParams] = useSearchParams();
  const [mobileOpen, setMobileOpen] = useState(false);
  const requested = params.get('section');
  const allowed = (id: SectionId) => can(SECTIONS.find((s) => s.id === id)!.needs);
  const current: SectionId = isSectionId(requested) && allowed(requested) ? requested : 'overview';
  // A section this role may not open (a shared link, a changed role) is said, not silently swapped for the overview.
  const refused =
    isSectionId(requested) && !allowed(requested) ? SECTIONS.find((s) => s.id === requested)! : null;
  const readOnly = !can('content:write');
  const currentLabel = SECTIONS.find((s) => s.id === current)!.label;

  const client = useQueryClient();
  const choose = (id: SectionId) => {
    setMobileOpen(false);
    // Lists stay cached (ADMIN-DASH-8), but moving between sections re-asks the server who the caller is: a session that
    // was revoked, or a role that changed, takes effect at the next click rather than at the next save.
    void client.invalidateQueries({ queryKey: adminKeys.meAll });
    setParams(id === 'overview' ? {} : { section: id });
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {!desktop && (
        <AppBar position="fixed" color="inherit" elevation={1}>
          <Toolbar>
            <IconButton
              edge="start"
              aria-label="Open menu"
              onClick={() => setMobileOpen(true)}
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} noWrap>
              {currentLabel}
            </Typography>
          </Toolbar>
        </AppBar>
      )}
      <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {desktop ? (
          <Drawer
            variant="permanent"
            open
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            <SidebarContent current={current} onChoose={choose} />
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            ModalProps={{ keepMounted: true }}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, maxWidth: '85vw', boxSizing: 'border-box' } }}
          >
            <SidebarContent current={current} onChoose={choose} />
          </Drawer>
        )}
      </Box>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 1.5, sm: 3, lg: 4 },
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
        }}
      >
        {!desktop && <Toolbar />}
        <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
          {refused && (
            <Alert severity="warning" sx={{ mb: 2 }} role="alert">
              Your role cannot open {refused.label}. Here is the overview instead; ask an administrator if you
              need it.
            </Alert>
          )}
          {readOnly && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Read-only access: you can look at everything here, but not change it.
            </Alert>
          )}
          {SECTION_VIEWS[current]()}
        </Box>
      </Box>
    </Box>
  );
}
