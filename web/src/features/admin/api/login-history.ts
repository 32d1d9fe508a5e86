import { useQuery } from '@tanstack/react-query';
import { API, type LoginHistoryEntry } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/login-history[?userId=]: the latest 500 sign-ins, newest first. */
export const useLoginHistory = (userId: string) =>
  useQuery({
    queryKey: [...adminKeys.loginHistory, userId],
    queryFn: () =>
      api.get<LoginHistoryEntry[]>(
        userId ? `${API.loginHistory}?userId=${encodeURIComponent(userId)}` : API.loginHistory,
      ),
  });
