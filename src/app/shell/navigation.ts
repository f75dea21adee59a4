import type { MessageDescriptor } from '@lingui/core';
import { msg } from '../lib/i18n';

/**
 * The sections of the console, grouped as an administrator thinks of them. Add a
 * link here when its route exists. Labels are translated where they are shown.
 */
export type NavItem = {
  label: MessageDescriptor;
  to: string;
  /** Other path prefixes that belong to this section (its settings pages). */
  also?: string[];
};
/** A group without a label is shown as plain links; `key` names its heading's id. */
export type NavGroup = { key: string; label?: MessageDescriptor; items: NavItem[] };

export const NAV_GROUPS: NavGroup[] = [
  { key: 'home', items: [{ label: msg('shell.nav.projects'), to: '/projects', also: ['/settings/projects'] }] },
  {
    key: 'components',
    label: msg('shell.nav.group.components'),
    items: [
      { label: msg('shell.nav.dependencies'), to: '/dependencies' },
      { label: msg('shell.nav.vulnerabilities'), to: '/vulnerabilities' },
      { label: msg('shell.nav.licenses'), to: '/licenses' },
      { label: msg('shell.nav.authors'), to: '/authors' },
    ],
  },
  {
    key: 'osa',
    label: msg('shell.nav.group.osa'),
    items: [
      { label: msg('shell.nav.containerImages'), to: '/container-images' },
      { label: msg('shell.nav.artifactRepositories'), to: '/artifact-repositories' },
    ],
  },
  {
    key: 'policies-alerts',
    label: msg('shell.nav.group.policies-alerts'),
    items: [
      { label: msg('shell.nav.policies'), to: '/policies' },
      { label: msg('shell.nav.alerts'), to: '/alerts' },
      { label: msg('shell.nav.runs'), to: '/runs' },
    ],
  },
  {
    key: 'settings',
    label: msg('shell.nav.group.settings'),
    items: [
      { label: msg('shell.nav.proprietors'), to: '/settings/proprietors' },
      { label: msg('shell.nav.webhooks'), to: '/settings/webhooks' },
      { label: msg('shell.nav.mlModel'), to: '/settings/ml-model' },
      { label: msg('shell.nav.profile'), to: '/profile' },
    ],
  },
];

export const HOME_PATH = '/licenses';

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isActive(item: NavItem, pathname: string): boolean {
  return [item.to, ...(item.also ?? [])].some((prefix) => within(pathname, prefix));
}
