import { useQuery } from '@tanstack/react-query';
import { API, type Activity } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys, freshWhileOpen } from './query-keys';

/**
 * Recent Activity: as fresh as the enquiry desk (CONTACT-LEADS), so the overview's list, its counters and the sidebar's
 * badge agree without a reload.
 */
export const useActivities = () =>
  useQuery({
    queryKey: adminKeys.activities,
    queryFn: () => api.get<Activity[]>(API.activities),
    ...freshWhileOpen,
  });
