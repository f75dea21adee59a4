import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../../contract/profile';
import { startTestService, type TestService } from '../../test/harness';
import { RESTRICTED_READS, rolesAllowed, WRITE_OPERATIONS } from '../permissions';

/**
 * CONTRACT §11: the role × operation table, checked against the service's own OpenAPI document: every
 * write operation there has its row, no row names an operation that is gone, and each role gets its
 * row's answer — 403 when the row leaves it out, past the guard (not 401/403, never a 500) otherwise.
 */
let s: TestService;
let operations: { method: string; path: string; key: string }[];

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
const PATH_VALUES: Record<string, string> = { id: '1', delivery_id: '1', analysis: 'sca' };

beforeAll(async () => {
  s = await startTestService();
  const document = (await (await s.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => WRITE_METHODS.includes(method))
      .map((method) => ({ method: method.toUpperCase(), path, key: `${method.toUpperCase()} ${path}` })),
  );
});
afterAll(() => s.close());

describe('the permission table', () => {
  it('has a row for every write operation of the OpenAPI document, and none for an operation it lacks', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    const documented = operations.map((o) => o.key).sort();
    expect(Object.keys(WRITE_OPERATIONS).sort()).toEqual(documented);
  });

  it('gives the security manager exactly policies, alerts, secrets triage and starting analyses (CONTRACT §11, §18)', () => {
    const allowed = Object.keys(WRITE_OPERATIONS).filter((key) => rolesAllowed(key).includes('security_manager'));
    for (const key of allowed) {
      expect(key).toMatch(
        /^(PATCH \/api\/profile\/|POST \/api\/profile\/api_token\/|\w+ \/api\/policies\/|(PATCH|POST) \/api\/policy_alerts\/|POST \/api\/secrets\/findings\/bulk\/|POST \/api\/analyses\/.*\/(start|sca\/upload)\/)/,
      );
    }
    expect(allowed).toContain('PATCH /api/policies/{id}/');
    expect(allowed).toContain('POST /api/policy_alerts/bulk/');
    expect(allowed).toContain('POST /api/secrets/findings/bulk/');
    expect(allowed).not.toContain('POST /api/secrets/ml_model/train/');
    expect(allowed).toContain('POST /api/analyses/projects/{id}/{analysis}/start/');
    // A CI pipeline's upload starts an analysis: argus-scan works with a security manager's token.
    expect(allowed).toContain('POST /api/analyses/projects/{id}/sca/upload/');
    expect(allowed).not.toContain('POST /api/settings/vulnerability_database/imports/');
    expect(allowed).not.toContain('POST /api/settings/webhooks/');
    expect(allowed).not.toContain('POST /api/settings/users/');
  });

  it('lets auditors and users write nothing but their own profile', () => {
    for (const role of ['auditor', 'user'] as const) {
      const allowed = Object.keys(WRITE_OPERATIONS).filter((key) => rolesAllowed(key).includes(role));
      expect(allowed.sort()).toEqual(['PATCH /api/profile/', 'POST /api/profile/api_token/']);
    }
  });
});

describe('each role gets its row’s answer from the service', () => {
  // Generated: one case per operation of the document (writes and restricted reads) and role.
  it('for every write operation and every role', async () => {
    const reads = Object.keys(RESTRICTED_READS).map((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return { method, path, key };
    });
    const mismatches: string[] = [];
    for (const { method, path, key } of [...operations, ...reads]) {
      const concrete = path.replace(/\{(\w+)\}/g, (_m, name: string) => PATH_VALUES[name] ?? '1');
      for (const role of ROLES) {
        // A fresh token each time: some operations (a new API token) end the caller's old one.
        const token = await s.tokenFor(role, `perm-${role}`);
        const response = await s.call(token, method, concrete, method === 'GET' ? undefined : {});
        const allowed = rolesAllowed(key).includes(role);
        const ok = allowed
          ? response.status !== 403 && response.status !== 401 && response.status < 500
          : response.status === 403;
        if (!ok) mismatches.push(`${key} as ${role}: ${response.status}`);
        if (!allowed) {
          expect(await response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
