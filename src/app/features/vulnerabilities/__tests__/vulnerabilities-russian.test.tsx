import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { VulnerabilitiesPage } from '../vulnerabilities-page';
import { VulnerabilityDetailPage } from '../vulnerability-detail-page';

const LOG4SHELL = {
  id: 4,
  vulnerability_id: 'CVE-2021-44228',
  severity: 'critical',
  cvss3_score: 10,
  cvss2_score: 9.3,
  cwe: 'CWE-502',
  has_fixed_version: true,
  has_exploit: true,
  published_at: '2021-12-10T00:00:00.000Z',
  summary: 'Remote code execution in Log4j.',
  aliases: [],
  source: 'osv',
  modified_at: null,
  withdrawn_at: null,
  fixed_versions: ['2.15.0'],
};
/** The page reads the detail record (CONTRACT §16): no ranges or references here, the Russian words are the point. */
const LOG4SHELL_DETAIL = { ...LOG4SHELL, cvss3_vector: null, details: '', references: [], affected: [], projects: [] };
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

describe('vulnerabilities in Russian', () => {
  beforeEach(async () => {
    sessionStore.start(TOKEN, '');
    await activateLanguage('ru');
  });

  it('names the list, its columns, filters and chips in Russian', async () => {
    mockFetch(routesHandler({ 'GET /api/vulnerabilities/': () => json(page([LOG4SHELL])) }));
    renderWithProviders(<VulnerabilitiesPage />, {
      route: '/vulnerabilities?severity=critical&has_fixed_version=true&has_exploit=false',
      path: '/vulnerabilities',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Уязвимости' })).toBeInTheDocument();
    expect(document.title).toBe('Уязвимости · Argus');
    const table = screen.getByRole('table', { name: 'Уязвимости' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'ID',
      'Критичность',
      'CVSS 3',
      'CVSS 2',
      'CWE',
      'Есть исправление',
      'Известен эксплойт',
      'Опубликована',
      'Описание',
    ]);
    expect(
      within(screen.getByLabelText('Критичность'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Любая критичность', 'Критическая', 'Высокая', 'Средняя', 'Низкая']);
    expect(
      within(screen.getByLabelText('Есть исправление'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все', 'Да', 'Нет']);
    expect(screen.getByLabelText('Известен эксплойт')).toHaveValue('false');
    expect(
      within(screen.getByRole('group', { name: 'Активные фильтры' }))
        .getAllByRole('button', { name: /^Убрать фильтр/ })
        .map((b) => b.textContent),
    ).toEqual(['Критичность: Критическая', 'Есть исправление: Да', 'Известен эксплойт: Нет']);

    const row = await within(table).findByRole('row', { name: /CVE-2021-44228/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(1, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['Критическая', '10,0', '9,3']);
  });

  it('shows a vulnerability’s fields in Russian', async () => {
    mockFetch(
      routesHandler({
        'GET /api/vulnerabilities/4/': () => json(LOG4SHELL_DETAIL),
        'GET /api/dependencies/': () => json(page([])),
      }),
    );
    renderWithProviders(<VulnerabilityDetailPage />, { route: '/vulnerabilities/4', path: '/vulnerabilities/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'CVE-2021-44228' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Критичность',
      'Оценка CVSS 3',
      'Оценка CVSS 2',
      'CWE',
      'Другие идентификаторы',
      'Есть исправление',
      'Известен эксплойт',
      'Опубликована',
      'Изменена',
      'Бюллетень',
    ]);
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(term('Критичность')).toHaveTextContent('Критическая');
    expect(term('Есть исправление')).toHaveTextContent('Да');
    expect(term('Бюллетень')).toHaveTextContent('(откроется в новой вкладке)');
    expect(screen.getByRole('heading', { level: 2, name: 'Затронутые зависимости' })).toBeInTheDocument();
    expect(
      await screen.findByText('Ни одна из известных зависимостей не затронута этой уязвимостью.'),
    ).toBeInTheDocument();
  });
});
