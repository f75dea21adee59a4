import type { Role } from './profile';

/**
 * What each role may change, by area (CONTRACT §11). The service's permission table names an area
 * per write operation; the console hides the controls of areas the reader's role lacks.
 */
const WRITE_AREAS = [
  'policies',
  'alerts',
  'analyses',
  // Cancelling runs: §11 gives security managers starting only.
  'runs',
  'projects',
  'webhooks',
  'users',
  'ml_model',
] as const;
export type WriteArea = (typeof WRITE_AREAS)[number];

export const ROLE_AREAS: Record<Role, readonly WriteArea[]> = {
  administrator: WRITE_AREAS,
  security_manager: ['policies', 'alerts', 'analyses'],
  auditor: [],
  user: [],
};

export const canWrite = (role: Role | undefined, area: WriteArea): boolean =>
  role !== undefined && ROLE_AREAS[role].includes(area);

/** CONTRACT §11: who reads the audit log. */
export const canReadAuditLog = (role: Role | undefined): boolean =>
  role === 'administrator' || role === 'security_manager' || role === 'auditor';
