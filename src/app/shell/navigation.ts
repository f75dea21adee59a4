/**
 * The sections of the console, grouped as an administrator thinks of them. Add a
 * link here when its route exists.
 */
export type NavItem = {
  label: string;
  to: string;
  /** Other path prefixes that belong to this section (its settings pages). */
  also?: string[];
};
/** A group without a label is shown as plain links. */
export type NavGroup = { label?: string; items: NavItem[] };

export const NAV_GROUPS: NavGroup[] = [
  { items: [{ label: 'Projects', to: '/projects', also: ['/settings/projects'] }] },
  {
    label: 'Components',
    items: [
      { label: 'Dependencies', to: '/dependencies' },
      { label: 'Vulnerabilities', to: '/vulnerabilities' },
      { label: 'Licenses', to: '/licenses' },
      { label: 'Authors', to: '/authors' },
    ],
  },
  {
    label: 'OSA',
    items: [
      { label: 'Container images', to: '/container-images' },
      { label: 'Artifact repositories', to: '/artifact-repositories' },
    ],
  },
  {
    label: 'Policies & alerts',
    items: [
      { label: 'Policies', to: '/policies' },
      { label: 'Alerts', to: '/alerts' },
      { label: 'Runs', to: '/runs' },
    ],
  },
  {
    label: 'Settings',
    items: [
      { label: 'Proprietors', to: '/settings/proprietors' },
      { label: 'Webhooks', to: '/settings/webhooks' },
      { label: 'Secrets ML model', to: '/settings/ml-model' },
      { label: 'Profile', to: '/profile' },
    ],
  },
];

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isActive(item: NavItem, pathname: string): boolean {
  return [item.to, ...(item.also ?? [])].some((prefix) => within(pathname, prefix));
}
