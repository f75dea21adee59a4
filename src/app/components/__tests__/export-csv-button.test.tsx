import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProprietorsPage } from '../../features/proprietors/proprietors-page';
import { sessionStore } from '../../lib/session-store';
import { json, mockFetch, PROFILE, routesHandler, TOKEN } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';

const TEAMS = [{ id: 3, name: 'Payments team' }];
const CSV = 'id,name\n3,Payments team\n';

/** The list and its export, as the server answers them; `csv` replaces the export's answer. */
function server(csv: () => Response) {
  return routesHandler({
    'GET /api/profile/': () => json(PROFILE),
    'GET /api/proprietors/': (request) =>
      new URL(request.url).searchParams.get('format') === 'csv'
        ? csv()
        : json({ count: TEAMS.length, next: null, previous: null, results: TEAMS }),
  });
}

const csvAnswer = () =>
  new Response(CSV, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="proprietors.csv"',
    },
  });

/** The button once its lazy chunk is in (until then a disabled placeholder with the same label shows). */
async function exportButton() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
  return screen.getByRole('button', { name: 'Export CSV' });
}

describe('Export CSV on a list', () => {
  let saved: { blob: Blob; name: string }[];
  beforeEach(() => {
    sessionStore.start(TOKEN, '');
    saved = [];
    let blob: Blob | undefined;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((b: Blob) => {
          blob = b;
          return 'blob:argus/1';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    // jsdom does not download: the click on the link is where the file is handed over.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href === 'blob:argus/1' && blob) saved.push({ blob, name: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the filtered list, not the page, with the token in the header and the server’s file name', async () => {
    const { calls } = mockFetch(server(csvAnswer));
    const { user } = renderWithProviders(<ProprietorsPage />, {
      route: '/settings/proprietors?search=pay&page=1',
      path: '/settings/proprietors',
    });
    await screen.findByText('Payments team');
    await user.click(await exportButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('proprietors.csv');
    expect(await saved[0]!.blob.text()).toBe(CSV);

    const request = calls.find((call) => new URL(call.url).searchParams.get('format') === 'csv')!;
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/proprietors/');
    expect(url.searchParams.get('search')).toBe('pay');
    expect(url.searchParams.has('page')).toBe(false);
    expect(url.searchParams.has('per_page')).toBe(false);
    expect(request.url).not.toContain(TOKEN);
    expect(request.headers.get('Authorization')).toBe(`Token ${TOKEN}`);
    expect(request.headers.get('Accept')).toBe('text/csv');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('shows the button busy while the file comes, and a failure as a notification', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(server(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response));
    const { user } = renderWithProviders(<ProprietorsPage />, {
      route: '/settings/proprietors',
      path: '/settings/proprietors',
    });
    await screen.findByText('Payments team');
    const button = await exportButton();
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    const show = vi.spyOn(notifications, 'show');
    answer(json({ detail: 'You do not have permission to perform this action.' }, 403));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        color: 'red',
        title: 'Could not export the list',
        message: 'You do not have permission to perform this action.',
      }),
    );
    expect(saved).toHaveLength(0);
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  });
});
