import { paths } from '../lib/paths';

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
  { items: [{ label: 'Projects', to: paths.projects, also: [paths.projectSettings] }] },
  {
    label: 'Components',
    items: [
      { label: 'Dependencies', to: paths.dependencies },
      { label: 'Vulnerabilities', to: paths.vulnerabilities },
      { label: 'Licenses', to: paths.licenses },
      { label: 'Authors', to: paths.authors },
    ],
  },
  {
    label: 'OSA',
    items: [
      { label: 'Container images', to: paths.containerImages },
      { label: 'Artifact repositories', to: paths.artifactRepositories },
    ],
  },
  {
    label: 'Policies & alerts',
    items: [
      { label: 'Policies', to: paths.policies },
      { label: 'Alerts', to: paths.alerts },
      { label: 'Runs', to: paths.runs },
    ],
  },
  {
    label: 'Settings',
    items: [
      { label: 'Proprietors', to: paths.proprietors },
      { label: 'Webhooks', to: paths.webhooks },
      { label: 'Secrets ML model', to: paths.mlModel },
      { label: 'Profile', to: paths.profile },
    ],
  },
];

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isActive(item: NavItem, pathname: string): boolean {
  return [item.to, ...(item.also ?? [])].some((prefix) => within(pathname, prefix));
}
