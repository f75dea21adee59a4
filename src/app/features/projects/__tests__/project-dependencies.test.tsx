import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, pageOf, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProjectDetailPage } from '../project-detail-page';
import { projectServer } from './fixtures';

const renderDetail = () => renderWithProviders(<ProjectDetailPage />, { route: '/projects/7', path: '/projects/:id' });
const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

/** What `/api/dependencies/?project=7` answers once an analysis of an npm lockfile has run (CONTRACT §16). */
const dependency = (id: number, name: string, version: string, change: Record<string, unknown>) => ({
  id,
  purl: `pkg:npm/${name}@${version}`,
  name,
  version,
  technology: 'npm',
  licenses: ['MIT'],
  vulnerabilities_count: 0,
  projects_count: 1,
  relation: null,
  paths: [],
  introduced_through: null,
  ...change,
});
const DEPENDENCIES = [
  dependency(11, 'express', '4.17.1', { relation: 'direct', paths: ['package-lock.json'], introduced_through: [] }),
  dependency(12, 'qs', '6.7.0', {
    relation: 'transitive',
    paths: ['package-lock.json', 'services/api/package-lock.json'],
    introduced_through: ['express@4.17.1', 'body-parser@1.19.0'],
    vulnerabilities_count: 1,
  }),
  dependency(13, 'left-pad', '1.3.0', {}),
];

describe("a project's dependencies, as its analysis found them", () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows how each came in: relation, the files it came from, the chain that brings it in', async () => {
    mockFetch(projectServer({ 'GET /api/dependencies/': () => json(pageOf(DEPENDENCIES)) }));
    renderDetail();
    const table = await screen.findByRole('table', { name: 'Dependencies of web-shop' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Name',
      'Version',
      'Technology',
      'Relation',
      'From files',
      'Introduced through',
      'Licenses',
      'Vulnerabilities',
    ]);
    const row = async (name: string) => (await within(table).findByRole('link', { name })).closest('tr')!;
    const cells = async (name: string) => texts(within(await row(name)).getAllByRole('cell'));
    expect((await cells('express')).slice(3, 6)).toEqual(['Direct', 'package-lock.json', '—']);
    expect((await cells('qs')).slice(3, 6)).toEqual([
      'Transitive',
      'package-lock.jsonservices/api/package-lock.json',
      'express@4.17.1 › body-parser@1.19.0',
    ]);
    expect((await cells('left-pad')).slice(3, 6)).toEqual(['—', '—', '—']);
    expect(within(await row('qs')).getByRole('link', { name: '1 vulnerability in qs 6.7.0' })).toHaveAttribute(
      'href',
      '/vulnerabilities?dependency=12',
    );
  });

  it('reads in Russian', async () => {
    await activateLanguage('ru');
    mockFetch(projectServer({ 'GET /api/dependencies/': () => json(pageOf(DEPENDENCIES)) }));
    renderDetail();
    const table = await screen.findByRole('table', { name: 'Зависимости проекта web-shop' });
    const headers = texts(within(table).getAllByRole('columnheader'));
    expect(headers.slice(3, 6)).toEqual(['Связь', 'Из файлов', 'Подтянута через']);
    const qs = (await within(table).findByRole('link', { name: 'qs' })).closest('tr')!;
    expect(within(qs).getByText('Транзитивная')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать SBOM' })).toBeInTheDocument();
  });
});
