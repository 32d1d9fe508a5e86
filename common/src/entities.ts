import type { ActivityType, BlogStatus, Role } from './constants';

/** Entities as the API answers them (000 §3). Dates are ISO-8601 strings. */
export interface Blog {
  id: string;
  title: string;
  content: string;
  category: string;
  excerpt: string;
  image: string;
  status: BlogStatus;
  createdAt: string;
  updatedAt: string;
}

export interface Video {
  id: string;
  title: string;
  description: string;
  youtubeUrl: string;
  thumbnail: string;
  duration: string;
  /** A numeric string, default '0'; sorted numerically. */
  views: string;
  createdAt: string;
  updatedAt: string;
}

export interface EnquiryForm {
  id: string;
  title: string;
  description: string;
  icon: string;
  image: string;
  googleFormUrl: string;
  features: string[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ContactSubmission {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: string;
}

export interface Activity {
  id: string;
  type: ActivityType;
  action: string;
  title: string;
  createdAt: string;
  /** Who did it: a staff member's username, 'visitor' for a public form, null for entries older than actors. */
  actorName: string | null;
}

/** A user as the API answers it: never a password or hash. */
export interface User {
  id: string;
  username: string;
  email: string;
  role: Role;
  isActive: boolean;
  permissions: string[];
  lastLogin: string | null;
  loginCount: number;
  /** Set by an admin's password reset: the one-time password must be replaced at the next sign-in. */
  mustChangePassword: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface LoginHistoryEntry {
  id: string;
  userId: string;
  username: string;
  loginTime: string;
  ipAddress: string;
  userAgent: string;
}

/** POST /api/users/{id}/password-reset: the one-time password, shown to the admin once and stored nowhere. */
export interface PasswordResetResponse {
  temporaryPassword: string;
}

export interface LoginResponse {
  token: string;
  user: User;
}

/** Error body of every non-2xx API answer (ARCHITECTURE §4). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
