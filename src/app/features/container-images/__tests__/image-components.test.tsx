import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, pageOf, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ContainerImageDetailPage } from '../container-image-detail-page';
import { imageServer } from './fixtures';

const LAYER = `sha256:${'3f'.repeat(32)}`;
const ZLIB = {
  id: 21,
  purl: 'pkg:deb/debian/zlib1g@1:1.2.13.dfsg-1?arch=amd64&distro=debian-12',
  name: 'zlib1g',
  version: '1:1.2.13.dfsg-1',
  technology: 'deb',
  licenses: ['Zlib'],
  vulnerabilities_count: 1,
  projects_count: 0,
  type: 'os',
  layer_index: 0,
  layer_digest: LAYER,
  paths: ['var/lib/dpkg/status'],
};
const LODASH = {
  id: 22,
  purl: 'pkg:npm/lodash@4.17.20',
  name: 'lodash',
  version: '4.17.20',
  technology: 'npm',
  licenses: ['MIT'],
  vulnerabilities_count: 0,
  projects_count: 0,
  type: 'language',
  layer_index: 1,
  layer_digest: null,
  paths: ['app/node_modules/lodash/package.json'],
};
const CVE = {
  id: 5,
  vulnerability_id: 'CVE-2023-45853',
  severity: 'critical',
  cvss3_score: 9.8,
  cvss2_score: null,
  cwe: null,
  has_fixed_version: true,
  has_exploit: false,
  published_at: null,
  summary: 'MiniZip integer overflow',
  aliases: [],
  source: 'osv',
  modified_at: null,
  withdrawn_at: null,
  fixed_versions: [],
  fixed_version: '1:1.2.13.dfsg-1+deb12u1',
};

describe('image page: components, vulnerabilities', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows each component with its type and the layer it came from, and the fixing version of each vulnerability', async () => {
    const { calls } = mockFetch(
      imageServer({
        'GET /api/dependencies/': () => json(pageOf([LODASH, ZLIB])),
        'GET /api/vulnerabilities/': () => json(pageOf([CVE])),
      }),
    );
    renderWithProviders(<ContainerImageDetailPage />, { route: '/container-images/9', path: '/container-images/:id' });

    expect(await screen.findByText('Debian GNU/Linux 12 (bookworm)')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Components of library/debian:12' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(expect.arrayContaining(['Type', 'Layer']));
    const zlib = await within(table).findByRole('row', { name: /zlib1g/ });
    expect(zlib).toHaveTextContent('OS package');
    expect(within(zlib).getByLabelText(`Layer 1, ${LAYER}`)).toHaveTextContent('Layer 1 sha256:3f3f3f3f3f3f…');
    const lodash = within(table).getByRole('row', { name: /lodash/ });
    expect(lodash).toHaveTextContent('Language package');
    expect(lodash).toHaveTextContent('Layer 2');

    const vulnerabilities = await screen.findByRole('table', { name: 'Vulnerabilities of library/debian:12' });
    const row = await within(vulnerabilities).findByRole('row', { name: /CVE-2023-45853/ });
    expect(row).toHaveTextContent('zlib1g 1:1.2.13.dfsg-1');
    expect(row).toHaveTextContent('1:1.2.13.dfsg-1+deb12u1');
    expect(row).toHaveTextContent('Critical');
    // Only the vulnerable component's vulnerabilities are asked for.
    const asked = calls.filter((c) => new URL(c.url).pathname === '/api/vulnerabilities/');
    expect(asked.map((c) => new URL(c.url).searchParams.get('dependency'))).toEqual(['21']);
  });
});
