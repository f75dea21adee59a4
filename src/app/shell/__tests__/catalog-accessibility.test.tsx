import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { routes } from '../../routes';
import { axeViolations } from '../../test/axe';
import { json, mockFetch, PROFILE, routesHandler, TOKEN } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';

const PROJECT = {
  id: 7,
  name: 'web-shop',
  type: 'vcs',
  repo_url: 'https://github.com/acme/web-shop.git',
  repo_ref_name: 'main',
  stage: 'prod',
  proprietor: null,
  is_active: true,
  dependencies_count: 1,
  vulnerabilities_count: 1,
  last_sca_analysis_at: null,
  created_at: '2026-01-02T08:00:00.000Z',
  updated_at: '2026-01-02T08:00:00.000Z',
  policies_count: 0,
  alerts_count: 0,
  repo_auth_kind: 'none',
  workspace: null,
};
const DEPENDENCY = {
  id: 11,
  purl: 'pkg:npm/lodash@4.17.15',
  name: 'lodash',
  version: '4.17.15',
  technology: 'npm',
  licenses: ['MIT'],
  vulnerabilities_count: 1,
  projects_count: 1,
};
const VULNERABILITY = {
  id: 5,
  vulnerability_id: 'CVE-2021-44228',
  severity: 'critical',
  cvss3_score: 10,
  cvss2_score: 9.3,
  cwe: 'CWE-502',
  has_fixed_version: true,
  has_exploit: true,
  published_at: '2021-12-10T00:00:00.000Z',
  summary: 'Log4Shell',
  aliases: ['GHSA-jfh8-c2jp-5v3q'],
  source: 'osv',
  modified_at: '2021-12-10T00:00:00.000Z',
  withdrawn_at: null,
  fixed_versions: ['2.15.0'],
};
/** The vulnerability's page reads the detail record (CONTRACT §16), here with one range and one project. */
const VULNERABILITY_DETAIL = {
  ...VULNERABILITY,
  cvss3_vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H',
  details: 'Apache Log4j2 JNDI features do not protect against attacker controlled LDAP endpoints.',
  references: [{ type: 'WEB', url: 'https://logging.apache.org/log4j/2.x/security.html' }],
  affected: [
    {
      osv_id: 'GHSA-jfh8-c2jp-5v3q',
      ecosystem: 'Maven',
      release: null,
      name: 'org.apache.logging.log4j:log4j-core',
      ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '2.13.0' }, { fixed: '2.15.0' }] }],
      versions: [],
    },
  ],
  projects: [
    {
      project_id: 7,
      project_name: 'web-shop',
      dependency_purl: 'pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1',
      fixed_version: '2.15.0',
    },
  ],
};
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

beforeEach(() => {
  sessionStore.start(TOKEN, '');
  mockFetch(
    routesHandler({
      'GET /api/profile/': () => json(PROFILE),
      'GET /api/projects/': () => json(page([PROJECT])),
      'GET /api/projects/7/': () => json(PROJECT),
      'GET /api/proprietors/': () => json(page([{ id: 1, name: 'Payments team' }])),
      'GET /api/dependencies/': () => json(page([DEPENDENCY])),
      'GET /api/vulnerabilities/': () => json(page([VULNERABILITY])),
      'GET /api/vulnerabilities/5/': () => json(VULNERABILITY_DETAIL),
      'GET /api/secrets/findings/counts/': () => json({ new: 2, true_positive: 0, false_positive: 1, fixed: 0 }),
    }),
  );
});

const open = (route: string) => renderWithProviders(null, { route, routes });

describe('accessibility of the project and catalog pages (axe, without colour contrast)', () => {
  it('projects list with an active filter', async () => {
    open('/projects?type=vcs');
    await screen.findByRole('link', { name: 'web-shop' });
    await screen.findByRole('link', { name: 'New project' });
    expect(await axeViolations()).toEqual([]);
  });

  it('project detail and its delete dialog', async () => {
    const { user } = open('/projects/7');
    await screen.findByRole('link', { name: 'lodash' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog');
    expect(await axeViolations()).toEqual([]);
  });

  it('project form, also with its error messages', async () => {
    const { user } = open('/settings/projects/new');
    await screen.findByRole('textbox', { name: /Repository URL/ });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await screen.findByText('This field may not be blank.');
    expect(await axeViolations()).toEqual([]);
  });

  it('dependencies and vulnerabilities lists, a vulnerability detail', async () => {
    const deps = open('/dependencies');
    await screen.findByRole('link', { name: 'lodash' });
    expect(await axeViolations()).toEqual([]);
    deps.unmount();

    const vulns = open('/vulnerabilities?severity=critical');
    await within(await screen.findByRole('table', { name: 'Vulnerabilities' })).findByText('Critical');
    expect(await axeViolations()).toEqual([]);
    vulns.unmount();

    open('/vulnerabilities/5');
    await screen.findByRole('link', { name: 'lodash' });
    expect(await axeViolations()).toEqual([]);
  });
});
