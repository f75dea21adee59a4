import { useNotifications } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense, useState } from 'react';

// A container that does not load (network, a deployment that replaced the file) shows no notification
// rather than taking the page down with it: the change it would announce has been made.
const nothing: ComponentType = () => null;
const AppNotifications = lazy<ComponentType>(() => import('./app-notifications').catch(() => ({ default: nothing })));

/**
 * The notifications' container, loaded when the first notification is shown rather than with every
 * page: with its animations and swipe-to-dismiss it is ~6 kB gzip that most visits never use (issue 19).
 * Notifications shown before it arrives wait in Mantine's store, which the container reads as it
 * mounts; once loaded it stays, so later ones animate in and out.
 */
export function NotificationsOnDemand() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (notifications.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <AppNotifications />
    </Suspense>
  ) : null;
}
