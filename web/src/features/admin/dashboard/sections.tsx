import type { ReactNode } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ArticleIcon from '@mui/icons-material/Article';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import AssignmentIcon from '@mui/icons-material/Assignment';
import PeopleIcon from '@mui/icons-material/People';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import LoginIcon from '@mui/icons-material/Login';
import GavelIcon from '@mui/icons-material/Gavel';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import CampaignIcon from '@mui/icons-material/Campaign';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { Capability } from '@36x/common';

/** The dashboard's sections (ADMIN-DASH's five, then the audit log and login history of ADMIN-AUDIT and the tax rules of ADMIN-TAXRULES-1), in sidebar order, with what a role needs to see each (ROLE-MATRIX-5). */
export const SECTIONS = [
  { id: 'overview', label: 'Dashboard Overview', icon: <DashboardIcon />, needs: 'dashboard:read' },
  { id: 'content', label: 'Content Management', icon: <ArticleIcon />, needs: 'dashboard:read' },
  // Decision 051: tags with their post counts; rename, describe and merge (editors and admins).
  { id: 'tags', label: 'Tags', icon: <LocalOfferIcon />, needs: 'dashboard:read' },
  { id: 'inquiries', label: 'Inquiries', icon: <MarkEmailUnreadIcon />, needs: 'inquiries:read' },
  // SITE-NEWS-5: subscribers' addresses are personal data, so the same need as enquiries.
  { id: 'newsletter', label: 'Newsletter', icon: <CampaignIcon />, needs: 'inquiries:read' },
  { id: 'enquiry-forms', label: 'Enquiry Forms', icon: <AssignmentIcon />, needs: 'dashboard:read' },
  { id: 'users', label: 'User Management', icon: <PeopleIcon />, needs: 'users:manage' },
  { id: 'audit', label: 'Audit Log', icon: <FactCheckIcon />, needs: 'users:manage' },
  { id: 'login-history', label: 'Login History', icon: <LoginIcon />, needs: 'users:manage' },
  { id: 'tax-rules', label: 'Tax Rules', icon: <GavelIcon />, needs: 'taxRules:manage' },
  // ADMIN-PUBLISH-9: deleted content, restorable for 30 days.
  { id: 'trash', label: 'Trash', icon: <DeleteOutlineIcon />, needs: 'content:restore' },
] as const satisfies readonly { id: string; label: string; icon: ReactNode; needs: Capability }[];

export type SectionId = (typeof SECTIONS)[number]['id'];
export const isSectionId = (v: string | null): v is SectionId => SECTIONS.some((s) => s.id === v);
