import { Notifications } from '@mantine/notifications';

/**
 * Where the signed-in pages' notifications show: at most three at once, on the left, away from the
 * rows' actions (the last column) and the pagination. Loaded with the first notification
 * (notifications-on-demand.tsx).
 */
export default function NotificationStack() {
  return <Notifications limit={3} position="bottom-left" />;
}
