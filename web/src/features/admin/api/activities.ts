import { useQuery } from '@tanstack/react-query';
import { API, type Activity } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const useActivities = () =>
  useQuery({ queryKey: adminKeys.activities, queryFn: () => api.get<Activity[]>(API.activities) });
