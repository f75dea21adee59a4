/**
 * The sections of the console, grouped as in the navbar. Add a link here when its
 * route exists (Projects, Policies, Webhooks, Runs, Alerts come later).
 */
export type NavItem = { label: string; to: string };
export type NavGroup = { label: string; items: NavItem[] };

export const NAV_GROUPS: NavGroup[] = [
  { label: 'Components', items: [{ label: 'Licenses', to: '/licenses' }] },
  { label: 'Settings', items: [{ label: 'Profile', to: '/profile' }] },
];

export const HOME_PATH = '/licenses';
