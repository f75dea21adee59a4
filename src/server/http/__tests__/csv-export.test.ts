import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { parseCsv } from '../../test/parse-csv';

let s: TestService;
let admin: string;
let auditor: string;

beforeAll(async () => {
  s = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  admin = await s.tokenFor('administrator', 'admin-csv');
  auditor = await s.tokenFor('auditor');
});
afterAll(() => s.close());

/** The cell the contract's rule gives a JSON value (written out here, apart from the service's code). */
function expectedCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) return guard(value.join(';'));
  if (typeof value === 'object') return guard(JSON.stringify(value));
  return guard(String(value));
}
const guard = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

async function allPages(token: string, path: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let next: string | null = `http://argus.test${path}`;
  while (next) {
    const url = new URL(next);
    const res = await s.call(token, 'GET', `${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as { next: string | null; results: Record<string, unknown>[] };
    rows.push(...page.results);
    next = page.next;
  }
  return rows;
}

async function csv(token: string, path: string) {
  const res = await s.call(token, 'GET', path);
  return { res, text: res.status === 200 ? await res.text() : '' };
}

describe('?format=csv (CONTRACT §13)', () => {
  it('answers a filtered list as the JSON pages concatenated: same rows, same order, every page', async () => {
    const [first] = await allPages(auditor, '/api/dependencies/?per_page=1');
    const technology = String(first!.technology);
    const query = `technology=${encodeURIComponent(technology)}&ordering=-name`;
    const json = await allPages(auditor, `/api/dependencies/?${query}&per_page=7`);
    expect(json.length).toBeGreaterThan(7);

    // page and per_page are ignored by an export: all matching rows, not page 2.
    const { res, text } = await csv(auditor, `/api/dependencies/?${query}&format=csv&page=2&per_page=3`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="dependencies.csv"');
    const [header, ...lines] = parseCsv(text);
    expect(header).toEqual(Object.keys(json[0]!));
    expect(lines).toEqual(json.map((record) => header!.map((name) => expectedCell(record[name]))));
  });

  it('gives every collection a header row, also when nothing matches', async () => {
    const { res, text } = await csv(auditor, '/api/projects/?search=no-such-project-anywhere&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="projects.csv"');
    expect(parseCsv(text)).toEqual([
      [
        'id',
        'name',
        'type',
        'repo_url',
        'repo_ref_name',
        'stage',
        'proprietor',
        'is_active',
        'last_sca_analysis_at',
        'created_at',
        'updated_at',
        'repo_auth_kind',
        'workspace',
        'dependencies_count',
        'vulnerabilities_count',
      ],
    ]);
    for (const path of ['/api/licenses/', '/api/policy_alerts/', '/api/analyses/runs/', '/api/settings/webhooks/']) {
      const answer = await csv(admin, `${path}?format=csv`);
      expect(answer.res.status, path).toBe(200);
      expect(answer.text.split('\n')[0], path).toMatch(/^id,/);
    }
  });

  it('escapes quotes, commas and newlines, and guards cells that start like a formula', async () => {
    const names = [
      '=HYPERLINK("http://evil.example")',
      '+1 csv-probe',
      '-2 csv-probe',
      '@SUM csv-probe',
      'a, "b" csv-probe',
    ];
    for (const name of names) {
      const res = await s.call(admin, 'POST', '/api/settings/projects/', { name, type: 'cli' });
      expect(res.status, name).toBe(201);
    }
    const { text } = await csv(auditor, '/api/projects/?search=csv-probe&format=csv&ordering=name');
    expect(text).toContain('"a, ""b"" csv-probe"');
    const [header, ...lines] = parseCsv(text);
    const byName = lines.map((line) => line[header!.indexOf('name')]);
    expect(byName.sort()).toEqual(["'+1 csv-probe", "'-2 csv-probe", "'@SUM csv-probe", 'a, "b" csv-probe'].sort());
    const hyperlink = await csv(auditor, '/api/projects/?search=HYPERLINK&format=csv');
    expect(parseCsv(hyperlink.text)[1]![header!.indexOf('name')]).toBe(`'=HYPERLINK("http://evil.example")`);
    // Numbers are not text a spreadsheet evaluates: the ids stay plain.
    expect(lines.every((line) => /^\d+$/.test(line[0]!))).toBe(true);
  });

  it('joins arrays of plain values with ";" and writes objects as JSON', async () => {
    const res = await s.call(admin, 'POST', '/api/policies/', {
      name: 'csv nested values',
      stages: ['dev', 'prod'],
      level: 'warning',
      conditions: { cvss3_score: '9.0' },
    });
    expect(res.status).toBe(201);
    const { text } = await csv(auditor, '/api/policies/?search=csv%20nested&format=csv');
    const [header, line] = parseCsv(text);
    expect(line![header!.indexOf('stages')]).toBe('dev;prod');
    expect(JSON.parse(line![header!.indexOf('conditions')]!)).toEqual({ cvss3_score: '9.0' });
    expect(line![header!.indexOf('is_active')]).toBe('true');
  });

  it('never carries a webhook token', async () => {
    const token = 'csv-export-secret-token-123';
    const res = await s.call(admin, 'POST', '/api/settings/webhooks/', {
      name: 'csv hook',
      url: 'http://127.0.0.1:9/hook',
      events: ['project_sca_analysis_finished'],
      token,
    });
    expect(res.status).toBe(201);
    const { text } = await csv(admin, '/api/settings/webhooks/?format=csv');
    expect(text).toContain('csv hook');
    expect(text).not.toContain(token);
  });

  it('refuses a format it does not know with a 400 naming format', async () => {
    const res = await s.call(auditor, 'GET', '/api/dependencies/?format=xml');
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json())).toEqual(['format']);
  });

  it('lets an auditor export what an auditor can read, and nothing else', async () => {
    const audit = await csv(auditor, '/api/audit_log/?format=csv');
    expect(audit.res.status).toBe(200);
    expect(audit.text.split('\n')[0]).toMatch(/^id,/);
    const users = await s.call(auditor, 'GET', '/api/settings/users/?format=csv');
    expect(users.status).toBe(403);
  });
});
