import { ROLES, type Role } from '../../contract/profile';
import { canReadAuditLog, ROLE_AREAS, type WriteArea } from '../../contract/profile';

/** What a signed-in user may do about themselves whatever their role. */
type Self = 'self';

/**
 * CONTRACT §11: every write operation of the API (method and OpenAPI path) with the area it writes.
 * The authentication middleware reads this table to let a write through, and a test reads the OpenAPI
 * document to check that every write operation has its row and that each role gets exactly its answer.
 * A write that has no row here is for administrators only.
 */
export const WRITE_OPERATIONS: Record<string, WriteArea | Self> = {
  'PATCH /api/profile/': 'self',
  'POST /api/profile/api_token/': 'self',

  'POST /api/policies/preview/': 'policies',
  'POST /api/policies/': 'policies',
  'PUT /api/policies/{id}/': 'policies',
  'PATCH /api/policies/{id}/': 'policies',
  'DELETE /api/policies/{id}/': 'policies',
  'POST /api/policies/{id}/copy/': 'policies',

  'PATCH /api/policy_alerts/{id}/': 'alerts',
  'POST /api/policy_alerts/bulk/': 'alerts',

  'POST /api/analyses/overall_sca/start/': 'analyses',
  'POST /api/analyses/projects/{id}/{analysis}/start/': 'analyses',
  'POST /api/analyses/projects/{id}/sca/upload/': 'analyses',
  'POST /api/analyses/container_images/{id}/sca/start/': 'analyses',
  'POST /api/analyses/container_images/{id}/sca/upload/': 'analyses',
  'POST /api/analyses/runs/{id}/cancel/': 'runs',

  'POST /api/settings/projects/': 'projects',
  'PUT /api/settings/projects/{id}/': 'projects',
  'PATCH /api/settings/projects/{id}/': 'projects',
  'DELETE /api/settings/projects/{id}/': 'projects',
  'POST /api/settings/projects/{id}/clone/': 'projects',
  'POST /api/settings/proprietors/': 'projects',
  'PUT /api/settings/proprietors/{id}/': 'projects',
  'PATCH /api/settings/proprietors/{id}/': 'projects',
  'DELETE /api/settings/proprietors/{id}/': 'projects',

  'POST /api/settings/webhooks/test/': 'webhooks',
  'POST /api/settings/webhooks/': 'webhooks',
  'PUT /api/settings/webhooks/{id}/': 'webhooks',
  'PATCH /api/settings/webhooks/{id}/': 'webhooks',
  'DELETE /api/settings/webhooks/{id}/': 'webhooks',
  'POST /api/settings/webhooks/{id}/refresh_availability_status/': 'webhooks',
  'POST /api/settings/webhooks/{id}/redeliver/': 'webhooks',
  'POST /api/settings/webhooks/{id}/send_example/': 'webhooks',
  'POST /api/settings/webhooks/{id}/retry_now/': 'webhooks',
  'POST /api/settings/webhooks/{id}/deliveries/{delivery_id}/redeliver/': 'webhooks',
  'POST /api/settings/webhooks/{id}/signing_secret/': 'webhooks',
  'DELETE /api/settings/webhooks/{id}/signing_secret/': 'webhooks',

  'POST /api/settings/vulnerability_database/imports/': 'vulnerability_database',

  'POST /api/secrets/ml_model/train/': 'ml_model',
  'POST /api/secrets/ml_model/accept/': 'ml_model',
  'POST /api/secrets/ml_model/purge/': 'ml_model',

  'POST /api/settings/users/': 'users',
  'PATCH /api/settings/users/{id}/': 'users',
  'POST /api/settings/users/{id}/api_token/': 'users',
};

/** Reads not everyone may make (CONTRACT §11); every other read is open to every role. */
export const RESTRICTED_READS: Record<string, readonly Role[]> = {
  'GET /api/settings/users/': ['administrator'],
  'GET /api/settings/users/{id}/': ['administrator'],
  'GET /api/audit_log/': ROLES.filter(canReadAuditLog),
};

/** The roles an operation allows: the row's area through CONTRACT §11's role → areas table. */
export function rolesAllowed(operation: string): readonly Role[] {
  const reader = RESTRICTED_READS[operation];
  if (reader) return reader;
  const area = WRITE_OPERATIONS[operation];
  if (area === 'self') return ROLES;
  if (area === undefined) return ['administrator'];
  return ROLES.filter((role) => ROLE_AREAS[role].includes(area));
}

/** Each row's path as a pattern; literal segments first, so `webhooks/test/` is not taken for `{id}/`. */
const MATCHERS = [...Object.keys(WRITE_OPERATIONS), ...Object.keys(RESTRICTED_READS)]
  .map((operation) => {
    const [method, path] = operation.split(' ') as [string, string];
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return { method, pattern, operation, params: (path.match(/\{/g) ?? []).length };
  })
  .sort((a, b) => a.params - b.params);

/** The table's row for a request, by method and concrete path. */
function operationOf(method: string, path: string): string | undefined {
  return MATCHERS.find((m) => m.method === method && m.pattern.test(path))?.operation;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the role may make this request: reads unless restricted, writes by their row. */
export function mayRequest(role: Role, method: string, path: string): boolean {
  const read = SAFE_METHODS.has(method);
  const operation = operationOf(read ? 'GET' : method, path);
  if (read && operation === undefined) return true;
  return rolesAllowed(operation ?? `${method} ${path}`).includes(role);
}
