import { useInfiniteQuery } from '@tanstack/react-query';
import { API, AUDIT_PAGE_SIZE, type AuditPage, type AuditType } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export interface AuditFilters {
  actorId: string;
  type: AuditType | '';
  /** India's calendar days, YYYY-MM-DD, inclusive; '' for no bound. */
  from: string;
  to: string;
}

export function auditUrl(filters: AuditFilters, cursor: string | null): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) q.set(k, v);
  q.set('limit', String(AUDIT_PAGE_SIZE));
  if (cursor) q.set('cursor', cursor);
  return `${API.auditLog}?${q.toString()}`;
}

/** GET /api/audit-log, one page at a time (server-side paging: "Load more" asks for the next, older page). */
export const useAuditLog = (filters: AuditFilters, enabled = true) =>
  useInfiniteQuery({
    queryKey: [...adminKeys.auditLog, filters],
    queryFn: ({ pageParam }) => api.get<AuditPage>(auditUrl(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
