import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { RunDetailPage } from '../run-detail-page';
import { run, runServer } from './fixtures';

const SUMMARY = {
  dependencies_count: 212,
  vulnerabilities_count: 4,
  alerts_created: 2,
  alerts_resolved: 1,
  events_count: 3,
  components_count: 214,
  manifests: ['package-lock.json', 'services/api/poetry.lock', 'go.mod'],
  skipped_files: [{ path: 'services/legacy/yarn.lock', reason: 'yarn.lock: line 12: expected a version field' }],
  files: [
    { path: 'package-lock.json', format: 'package-lock.json v3', components_count: 180 },
    { path: 'services/api/poetry.lock', format: 'poetry.lock', components_count: 31 },
    { path: 'go.mod', format: 'go.mod', components_count: 3 },
  ],
};

describe("an SCA run's files", () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('says what each file gave and why one was skipped', async () => {
    mockFetch(runServer({ 'GET /api/analyses/runs/9/': () => json(run(9, { summary: SUMMARY })) }));
    renderWithProviders(<RunDetailPage />, { route: '/runs/9', path: '/runs/:id' });
    const read = await screen.findByRole('table', { name: 'Files read' });
    expect(
      within(read)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['package-lock.json', 'package-lock.json v3', '180'],
      ['services/api/poetry.lock', 'poetry.lock', '31'],
      ['go.mod', 'go.mod', '3'],
    ]);
    const skipped = screen.getByRole('table', { name: 'Files skipped' });
    expect(
      within(skipped)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['services/legacy/yarn.lock', 'yarn.lock: line 12: expected a version field']);
    expect(screen.getByText('Components found', { selector: 'dt' }).nextElementSibling).toHaveTextContent('214');
  });

  it('lists the paths read by a run from before per-file figures', async () => {
    const { files: _files, ...older } = SUMMARY;
    mockFetch(runServer({ 'GET /api/analyses/runs/9/': () => json(run(9, { summary: older })) }));
    renderWithProviders(<RunDetailPage />, { route: '/runs/9', path: '/runs/:id' });
    const read = await screen.findByRole('table', { name: 'Files read' });
    expect(
      within(read)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['package-lock.json——', 'services/api/poetry.lock——', 'go.mod——']);
  });
});
