import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatToTree } from '../../../contract/condition-tree';
import { CONDITIONS } from '../../../contract/conditions';
import { type Policy, PolicySchema } from '../../../contract/policies';
import { readDemoData } from '../../seed/demo-data';
import { startTestService, type TestService } from '../../test/harness';

let s: TestService;
let admin: string;

const rule = (field: string, operator: string, value: string) => ({ field, operator, value });
const TREE = {
  combinator: 'or',
  rules: [
    { combinator: 'and', rules: [rule('vulnerability_has_exploit', 'eq', 'true'), rule('purl', 'regex', '^pkg:npm/')] },
    rule('license_list', 'not_in', 'MIT,ISC'),
  ],
};
const base = { name: 'Tree policy', stages: ['build', 'prod'], level: 'critical' };
const send = async (method: string, path: string, payload?: unknown) => {
  const res = await s.call(admin, method, path, payload);
  return { status: res.status, body: (await res.json()) as Policy & Record<string, unknown> };
};
let created = 0;
const create = async (payload: object) => {
  // Names are unique (CONTRACT §13): each policy made here gets its own.
  const answer = await send('POST', '/api/policies/', { ...base, name: `${base.name} ${++created}`, ...payload });
  expect(answer.status).toBe(201);
  return PolicySchema.parse(answer.body);
};

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
});
afterAll(() => s.close());

describe('condition_tree in writes and records', () => {
  it('a tree is stored as given (unknown keys dropped); a tree that is not flat reads with conditions {}', async () => {
    const withExtra = { ...TREE, note: 'ignored', rules: [{ ...TREE.rules[0], color: 'red' }, TREE.rules[1]] };
    const policy = await create({ condition_tree: withExtra, block_delay_days: 14, is_blocks_build: true });
    expect(policy).toMatchObject({
      condition_tree: TREE,
      conditions: {},
      conditions_connector: 'or',
      block_delay_days: 14,
    });
    expect((await send('GET', `/api/policies/${policy.id}/`)).body).toEqual(policy);
  });

  it('a flat write reads back with its one-level tree of default operators', async () => {
    const conditions = { cvss3_score: '7.0', license_list: 'GPL-3.0-only', relation: 'direct' };
    const policy = await create({ conditions, conditions_connector: 'or' });
    expect(policy).toMatchObject({
      conditions,
      conditions_connector: 'or',
      block_delay_days: null,
      condition_tree: {
        combinator: 'or',
        rules: [
          rule('cvss3_score', 'gte', '7.0'),
          rule('license_list', 'in', 'GPL-3.0-only'),
          rule('relation', 'eq', 'direct'),
        ],
      },
    });
  });

  it('a one-level tree of default operators reads back with flat conditions too', async () => {
    const tree = {
      combinator: 'and',
      rules: [rule('cvss3_severity', 'gte', 'high'), rule('vulnerability_has_exploit', 'eq', 'true')],
    };
    const policy = await create({ condition_tree: tree });
    expect(policy).toMatchObject({
      condition_tree: tree,
      conditions: { cvss3_severity: 'high', vulnerability_has_exploit: 'true' },
      conditions_connector: 'and',
    });
  });

  it('the seed’s flat policies read as they always did, with their one-level trees', async () => {
    const demo = readDemoData().policies;
    const stored = (await send('GET', '/api/policies/?per_page=100')).body.results as unknown as Policy[];
    for (const policy of demo) {
      const record = stored.find((p) => p.name === policy.name)!;
      expect(record).toMatchObject({
        conditions: policy.conditions,
        conditions_connector: policy.conditions_connector,
      });
      const tree = flatToTree(policy.conditions, policy.conditions_connector);
      expect(record.condition_tree.combinator).toBe(tree.combinator);
      expect(record.condition_tree.rules).toEqual(expect.arrayContaining(tree.rules));
      expect(record.condition_tree.rules).toHaveLength(tree.rules.length);
    }
  });
});

describe('PUT, PATCH and copy', () => {
  it('PATCH lays the body over the form it uses: flat fields over the flat form, anything else over the tree', async () => {
    const flat = await create({ conditions: { cvss3_score: '9.0' } });
    const connector = await send('PATCH', `/api/policies/${flat.id}/`, { conditions_connector: 'or' });
    expect(connector.body).toMatchObject({ conditions: { cvss3_score: '9.0' }, conditions_connector: 'or' });
    expect(connector.body.condition_tree).toEqual({ combinator: 'or', rules: [rule('cvss3_score', 'gte', '9.0')] });

    const toTree = await send('PATCH', `/api/policies/${flat.id}/`, { condition_tree: TREE });
    expect(toTree.body).toMatchObject({ condition_tree: TREE, conditions: {} });
    const active = await send('PATCH', `/api/policies/${flat.id}/`, { is_active: false, block_delay_days: 3 });
    expect(active.body).toMatchObject({ condition_tree: TREE, is_active: false, block_delay_days: 3 });

    const back = await send('PATCH', `/api/policies/${flat.id}/`, { conditions: { relation: 'transitive' } });
    expect(back.body).toMatchObject({
      conditions: { relation: 'transitive' },
      conditions_connector: 'or',
      condition_tree: { combinator: 'or', rules: [rule('relation', 'eq', 'transitive')] },
      block_delay_days: 3,
    });
    const both = await send('PATCH', `/api/policies/${flat.id}/`, {
      conditions: { relation: 'direct' },
      condition_tree: TREE,
    });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      non_field_errors: ['Give either conditions (with conditions_connector) or condition_tree, not both.'],
    });
    // A tree that is not flat has no flat conditions to change the connector of.
    await send('PATCH', `/api/policies/${flat.id}/`, { condition_tree: TREE });
    const lone = await send('PATCH', `/api/policies/${flat.id}/`, { conditions_connector: 'and' });
    expect(lone).toEqual({ status: 400, body: { conditions: ['Add at least one condition.'] } });
    expect((await send('GET', `/api/policies/${flat.id}/`)).body.condition_tree).toEqual(TREE);
  });

  it('PUT replaces the tree and the delay (absent: none); copy keeps both', async () => {
    const policy = await create({ condition_tree: TREE, block_delay_days: 30 });
    const put = await send('PUT', `/api/policies/${policy.id}/`, {
      ...base,
      condition_tree: { combinator: 'and', rules: [rule('cwe', 'regex', '^CWE-7')] },
    });
    expect(put.body).toMatchObject({
      condition_tree: { combinator: 'and', rules: [rule('cwe', 'regex', '^CWE-7')] },
      block_delay_days: null,
    });
    await send('PATCH', `/api/policies/${policy.id}/`, { condition_tree: TREE, block_delay_days: 365 });
    const copy = await send('POST', `/api/policies/${policy.id}/copy/`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Tree policy (copy)',
      condition_tree: TREE,
      conditions: {},
      block_delay_days: 365,
    });
  });
});

describe('GET /api/policies/conditions/', () => {
  it('lists each key’s operators and the operator its flat form means', async () => {
    const catalog = (await (await s.call(admin, 'GET', '/api/policies/conditions/')).json()) as {
      key: string;
      value_type: string;
      operators: string[];
      default_operator: string;
    }[];
    expect(catalog).toHaveLength(CONDITIONS.length);
    const byKey = Object.fromEntries(catalog.map((c) => [c.key, c]));
    expect(byKey.purl).toMatchObject({
      operators: ['eq', 'neq', 'contains', 'icontains', 'regex'],
      default_operator: 'eq',
    });
    expect(byKey.license_list).toMatchObject({ operators: ['in', 'not_in'], default_operator: 'in' });
    expect(byKey.cvss3_score).toMatchObject({ operators: ['gte', 'lte', 'eq'], default_operator: 'gte' });
    expect(byKey.cvss3_severity).toMatchObject({ operators: ['gte', 'lte', 'eq'], default_operator: 'gte' });
    expect(byKey.vulnerability_has_exploit).toMatchObject({ operators: ['eq'], default_operator: 'eq' });
    for (const entry of catalog) expect(entry.operators).toContain(entry.default_operator);
  });
});
