import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./notification-requests');

export const NOTIFICATIONS_PAGE_LIMIT = 20;
/** How many of the newest notices the bell's panel shows. */
export const BELL_NOTICES = 5;
/** How often the bell asks for news while the page is open (and when the window regains focus). */
const BELL_REFRESH_MS = 60_000;

export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: ['notifications', 'unread-count'],
    queryFn: async ({ signal }) => (await requests()).getUnreadCount({ signal }),
    staleTime: 0,
    refetchInterval: BELL_REFRESH_MS,
  });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...getUnreadCountQueryOptions(), enabled });
}

export function getNotificationsQueryOptions(
  cursor: string | undefined,
  limit = NOTIFICATIONS_PAGE_LIMIT,
) {
  return queryOptions({
    queryKey: ['notifications', 'list', { cursor, limit }],
    queryFn: async ({ signal }) =>
      (await requests()).getNotificationsPage({ cursor, limit, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(cursor: string | undefined, limit?: number, enabled = true) {
  return useQuery({ ...getNotificationsQueryOptions(cursor, limit), enabled });
}

/** After a notice is read, the bell and every list of notices ask again. */
function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['notifications'] });
}

export function useMarkRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: async (id: string) => (await requests()).markNotificationRead(id),
    onSuccess: refresh,
  });
}

export function getNotificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['notification-settings'],
    queryFn: async ({ signal }) => (await requests()).getNotificationSettings({ signal }),
  });
}

export function useNotificationSettings() {
  return useQuery(getNotificationSettingsQueryOptions());
}
