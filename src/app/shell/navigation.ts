import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '../../contract/profile';
import { canReadAuditLog } from '../../contract/profile';
import { msg } from '../lib/i18n';
import { paths } from '../lib/paths';

/**
 * The sections of the console, grouped as an administrator thinks of them. Add a
 * link here when its route exists. Labels are translated where they are shown.
 */
export type NavItem = {
  label: MessageDescriptor;
  to: string;
  /** Other path prefixes that belong to this section (its settings pages). */
  also?: string[];
  /** Who sees the link (CONTRACT §11); everyone when absent. */
  shownTo?: (role: Role | undefined) => boolean;
};
/** A group without a label is shown as plain links; `key` names its heading's id. */
export type NavGroup = { key: string; label?: MessageDescriptor; items: NavItem[] };

export const NAV_GROUPS: NavGroup[] = [
  {
    key: 'home',
    items: [
      { label: msg('shell.nav.overview'), to: paths.overview },
      { label: msg('shell.nav.projects'), to: paths.projects, also: [paths.projectSettings] },
    ],
  },
  {
    key: 'components',
    label: msg('shell.nav.group.components'),
    items: [
      { label: msg('shell.nav.dependencies'), to: paths.dependencies },
      { label: msg('shell.nav.vulnerabilities'), to: paths.vulnerabilities },
      { label: msg('shell.nav.licenses'), to: paths.licenses },
      { label: msg('shell.nav.authors'), to: paths.authors },
    ],
  },
  {
    key: 'osa',
    label: msg('shell.nav.group.osa'),
    items: [
      { label: msg('shell.nav.containerImages'), to: paths.containerImages },
      { label: msg('shell.nav.artifactRepositories'), to: paths.artifactRepositories },
    ],
  },
  {
    key: 'code',
    label: msg('shell.nav.group.code'),
    items: [{ label: msg('shell.nav.secrets'), to: paths.secrets }],
  },
  {
    key: 'policies-alerts',
    label: msg('shell.nav.group.policies-alerts'),
    items: [
      { label: msg('shell.nav.policies'), to: paths.policies },
      { label: msg('shell.nav.alerts'), to: paths.alerts },
      { label: msg('shell.nav.runs'), to: paths.runs },
    ],
  },
  {
    key: 'settings',
    label: msg('shell.nav.group.settings'),
    items: [
      { label: msg('shell.nav.proprietors'), to: paths.proprietors },
      // A security manager has no webhook settings (CONTRACT §11).
      { label: msg('shell.nav.webhooks'), to: paths.webhooks, shownTo: (role) => role !== 'security_manager' },
      { label: msg('shell.nav.mlModel'), to: paths.mlModel },
      { label: msg('shell.nav.vulnerabilityDatabase'), to: paths.vulnerabilityDatabase },
      { label: msg('shell.nav.users'), to: paths.users, shownTo: (role) => role === 'administrator' },
      { label: msg('shell.nav.auditLog'), to: paths.auditLog, shownTo: canReadAuditLog },
      { label: msg('shell.nav.profile'), to: paths.profile },
    ],
  },
];

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isActive(item: NavItem, pathname: string): boolean {
  return [item.to, ...(item.also ?? [])].some((prefix) => within(pathname, prefix));
}
