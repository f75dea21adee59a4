import './app-notifications.css';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/**
 * Where notifications show, at most three at once, so that they cover neither a row's actions nor the
 * navbar's links (issue 17):
 * - beside the navbar (Mantine's `sm`, 48em, as the shell's): at the bottom, centred in the page's own
 *   area and narrower than Mantine's default, clear of the actions column at the right, the navbar at
 *   the left and the pagination's buttons at either end;
 * - on a phone: at the top, under the header, over the page's heading; cards below it scroll out from
 *   under it, whereas at the bottom the last card's actions could never be scrolled clear.
 * Loaded with the first notification (notifications-on-demand.tsx).
 */
export default function AppNotifications() {
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  return wide ? (
    <Notifications limit={3} position="bottom-center" containerWidth={360} className="argus-notifications" />
  ) : (
    <Notifications limit={3} position="top-center" className="argus-notifications" />
  );
}
