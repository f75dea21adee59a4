import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, pageOf, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProjectDetailPage } from '../project-detail-page';
import { projectServer } from './fixtures';

const renderDetail = (route = '/projects/7') =>
  renderWithProviders(<ProjectDetailPage />, { route, path: '/projects/:id' });
/** The section and its dialog are chunks of their own, loaded after the page: imported once before the tests. */
const LAZY = { timeout: 10_000 };
beforeAll(() => Promise.all([import('../project-sections'), import('../clone-compare')]), 60_000);
const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

const side = (project: [number, string], file: string, start: number, end: number) => ({
  project_id: project[0],
  project_name: project[1],
  file,
  start_line: start,
  end_line: end,
  commit: '4be1c0de8a0f6b3e2d9c7a5b1e3f0a2c4d6e8f01',
  author_name: 'Maria Ivanova',
  author_email: 'maria@payments.example.net',
});
const WEB_SHOP: [number, string] = [7, 'web-shop'];
const NOTIFICATIONS: [number, string] = [9, 'notification-service'];

/** What `/api/clones/?project=7` answers (CONTRACT §19): side `a` is always in web-shop. */
const CLONES = [
  {
    id: 31,
    format: 'javascript',
    lines: 24,
    tokens: 182,
    level: 'low',
    a: side(WEB_SHOP, 'src/lib/retry.js', 6, 29),
    b: side(NOTIFICATIONS, 'src/lib/retry.js', 8, 31),
  },
  {
    id: 32,
    format: 'javascript',
    lines: 61,
    tokens: 410,
    level: 'medium',
    a: side(WEB_SHOP, 'src/routes/payments.js', 10, 70),
    b: side(WEB_SHOP, 'src/routes/refunds.js', 12, 72),
  },
];

/** The first lines of the demo's payments-api `src/lib/retry.js` (src/server/seed/demo/repositories). */
const RETRY_JS = [
  'const DEFAULTS = {',
  '  retries: 4,',
  '  minDelayMs: 200,',
  '  maxDelayMs: 5000,',
  '  factor: 2,',
  '};',
];
const linesFrom = (first: number) => RETRY_JS.map((text, i) => ({ number: first + i, text }));

/** web-shop's last clones run (CONTRACT §19 summary, with the lines it counted). */
const CLONES_RUN = {
  id: 40,
  kind: 'clones',
  project_id: 7,
  container_image_id: null,
  status: 'finished',
  error: null,
  started_at: '2026-11-22T10:14:00.000Z',
  finished_at: '2026-11-22T10:14:09.000Z',
  created_at: '2026-11-22T10:13:58.000Z',
  progress: 100,
  phase: null,
  summary: {
    clones_count: 2,
    cross_project_clones_count: 1,
    duplicated_lines_percent: 4.27,
    files_analysed: 31,
    lines_of_code: 2108,
    duplicated_lines: 90,
    skipped_files: { generated: 1, too_large: 0, binary: 0, unknown_format: 4 },
  },
};

/** The clones list, answering its filters as the service does; every request is kept. */
function clonesServer(fragments: unknown = { a: fragment(6), b: fragment(8) }) {
  const asked: URLSearchParams[] = [];
  const handler = projectServer({
    'GET /api/clones/': (request) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const cross = query.get('cross');
      const found = CLONES.filter(
        (clone) =>
          (!query.get('level') || clone.level === query.get('level')) &&
          (cross === null || (clone.b.project_id !== clone.a.project_id) === (cross === 'true')),
      );
      return json(pageOf(query.get('per_page') === '1' ? found.slice(0, 1) : found, found.length));
    },
    'GET /api/clones/31/fragments/': () => json(fragments),
    'GET /api/analyses/runs/': () => json(pageOf([CLONES_RUN])),
  });
  return { handler, asked };
}
const fragment = (first: number) => ({ available: true, reason: null, lines: linesFrom(first) });

describe("a project's clones", () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));
  afterEach(() => activateLanguage('en'));

  it('lists each clone with both files, the other project when it is another one, and counts them by level', async () => {
    const { handler } = clonesServer();
    mockFetch(handler);
    renderDetail();
    const table = await screen.findByRole('table', { name: 'Clones of web-shop' }, LAZY);
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Fragment',
      'Duplicate',
      'Other project',
      'Lines',
      'Level',
      'Actions',
    ]);
    await within(table).findByText('src/routes/payments.js');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => texts(within(row).getAllByRole('cell')).slice(0, 5))).toEqual([
      ['src/lib/retry.jslines 6–29', 'src/lib/retry.jslines 8–31', 'notification-service', '24', 'Low'],
      ['src/routes/payments.jslines 10–70', 'src/routes/refunds.jslines 12–72', '—', '61', 'Medium'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'notification-service' })).toHaveAttribute('href', '/projects/9');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();

    const summary = screen.getByRole('list', { name: 'Duplicated code in figures' });
    const tile = (label: string) => within(summary).getByText(label).closest('li')!;
    await waitFor(() => expect(tile('Clones')).toHaveTextContent('Clones21 with other projects'));
    await waitFor(() =>
      expect(tile('Duplicated lines')).toHaveTextContent('Duplicated lines4.3%of 2,108 lines of code'),
    );
    expect(tile('Low (under 50 lines)')).toHaveTextContent(/1$/);
    expect(tile('Medium (50–300 lines)')).toHaveTextContent(/1$/);
    expect(tile('High (over 300 lines)')).toHaveTextContent(/0$/);
  });

  it('narrows the list by level and by where the duplicate is, in the query and the address', async () => {
    const { handler, asked } = clonesServer();
    mockFetch(handler);
    const { user, location } = renderDetail();
    const table = await screen.findByRole('table', { name: 'Clones of web-shop' });
    await within(table).findByText('src/routes/payments.js');
    const listed = () => asked.filter((query) => query.get('per_page') !== '1').map((query) => query.toString());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Medium');
    await waitFor(() => expect(listed().at(-1)).toBe('page=1&per_page=20&level=medium&project=7'));
    expect(location()).toBe('/projects/7?clevel=medium');
    await waitFor(() => expect(within(table).queryByText('src/lib/retry.js')).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove filter Level: Medium' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'All levels');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Where' }), 'Across projects');
    await waitFor(() => expect(listed().at(-1)).toBe('page=1&per_page=20&cross=true&project=7'));
    expect(location()).toBe('/projects/7?ccross=true');
    expect(await within(table).findAllByText('src/lib/retry.js')).toHaveLength(2);
    expect(within(table).queryByText('src/routes/payments.js')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Where' }), 'Within this project');
    await waitFor(() => expect(listed().at(-1)).toBe('page=1&per_page=20&cross=false&project=7'));
  });

  it('opens a clone side by side: both fragments with their line numbers, where each is and who wrote it', async () => {
    const { handler } = clonesServer();
    mockFetch(handler);
    const { user } = renderDetail();
    const table = await screen.findByRole('table', { name: 'Clones of web-shop' });
    await user.click(
      await within(table).findByRole('button', {
        name: 'Compare side by side: src/lib/retry.js, lines 6–29 and src/lib/retry.js, lines 8–31',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Clone side by side' });
    expect(within(dialog).getByText('24 lines, 182 tokens, javascript')).toBeInTheDocument();
    const here = within(dialog).getByRole('region', { name: 'web-shop' });
    expect(here).toHaveTextContent('src/lib/retry.js');
    expect(here).toHaveTextContent('lines 6–29 · commit 4be1c0d · Maria Ivanova');
    const code = (name: string) => within(dialog).findByRole('region', { name });
    const lineNumbers = (pane: HTMLElement) => texts([...pane.querySelectorAll<HTMLElement>('.argus-clone-number')]);
    const a = await code('Code in web-shop: src/lib/retry.js, lines 6–29');
    const b = await code('Code in notification-service: src/lib/retry.js, lines 8–31');
    expect(lineNumbers(a)).toEqual(['6', '7', '8', '9', '10', '11']);
    expect(lineNumbers(b)).toEqual(['8', '9', '10', '11', '12', '13']);
    expect(a.querySelector('pre')?.textContent).toBe(RETRY_JS.map((text, i) => `${6 + i}${text}`).join(''));
    expect(b).toHaveTextContent('minDelayMs: 200,');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a fragment cannot be shown, beside the one that can', async () => {
    const reason = 'notification-service has no workspace: clone its repository again to see this code.';
    const { handler } = clonesServer({ a: fragment(6), b: { available: false, reason, lines: [] } });
    mockFetch(handler);
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: /^Compare side by side: src\/lib\/retry\.js/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone side by side' });
    const other = within(dialog).getByRole('region', { name: 'notification-service' });
    expect(await within(other).findByRole('alert')).toHaveTextContent(`Code not available${reason}`);
    expect(await within(dialog).findByRole('region', { name: /^Code in web-shop/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: /^Code in notification-service/ })).toBeNull();
  });

  it('brings itself into view when a link names it', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { handler } = clonesServer();
    mockFetch(handler);
    renderDetail('/projects/7?cother_project=9#project-clones');
    await screen.findByRole('table', { name: 'Clones of web-shop' });
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toBe(screen.getByRole('heading', { level: 2, name: 'Clones' }));
    // Narrowed to the clones shared with one project, named by the rows' other side.
    expect(await screen.findByRole('button', { name: 'Remove filter Shared with notification-service' })).toBeVisible();
    scroll.mockRestore();
  });

  it('says what to do when there are none yet, and has no axe violations', async () => {
    mockFetch(projectServer());
    renderDetail();
    expect(
      await screen.findByText(
        'No clones found. Start "Find clones" above to look for duplicated code in this project and in the other analysed projects.',
      ),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('reads in Russian', async () => {
    await activateLanguage('ru');
    const { handler } = clonesServer();
    mockFetch(handler);
    const { user } = renderDetail();
    const table = await screen.findByRole('table', { name: 'Клоны проекта web-shop' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Фрагмент',
      'Дубликат',
      'Другой проект',
      'Строк',
      'Уровень',
      'Действия',
    ]);
    expect(await within(table).findByText('Средний')).toBeInTheDocument();
    expect(within(table).getAllByText('строки 6–29')).toHaveLength(1);
    await user.click(within(table).getAllByRole('button', { name: /^Сравнить рядом/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Клон: фрагменты рядом' });
    expect(within(dialog).getByText('24 строки, 182 токена, javascript')).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('region', { name: 'Код в проекте web-shop: src/lib/retry.js, строки 6–29' }),
    ).toBeInTheDocument();
  });
});
