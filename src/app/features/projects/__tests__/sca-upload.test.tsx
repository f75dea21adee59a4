import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { runRecord } from '../../../test/records';
import { renderWithProviders } from '../../../test/render';
import { ProjectDetailPage } from '../project-detail-page';
import { projectServer } from './fixtures';

const renderDetail = () => renderWithProviders(<ProjectDetailPage />, { route: '/projects/7', path: '/projects/:id' });
const UPLOAD = 'POST /api/analyses/projects/7/sca/upload/';

const lockfile = () =>
  new File(['{"name":"web-shop","lockfileVersion":3,"packages":{}}'], 'package-lock.json', {
    type: 'application/json',
  });
const sbom = () =>
  new File(['{"bomFormat":"CycloneDX","specVersion":"1.5"}'], 'bom.cdx.json', { type: 'application/json' });

/** Opens the dialog from the project page and chooses `files` with the picker. */
async function chooseFiles(user: ReturnType<typeof renderDetail>['user'], files: File[]) {
  await user.click(await screen.findByRole('button', { name: 'Upload SBOM or lockfiles' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload SBOM or lockfiles for web-shop' });
  const input = await within(dialog).findByLabelText('Files to analyse');
  await user.upload(input, files);
  return dialog;
}

describe('uploading SBOMs and lockfiles from the project page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));
  afterEach(() => vi.useRealTimers());

  it('sends the chosen files as `file` parts, follows the run, then shows what each file gave and what was skipped', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let finished = false;
    const summary = {
      dependencies_count: 57,
      vulnerabilities_count: 3,
      alerts_created: 1,
      alerts_resolved: 0,
      events_count: 1,
      components_count: 57,
      manifests: ['package-lock.json'],
      skipped_files: [{ path: 'bom.cdx.json', reason: 'CycloneDX: "components" must be an array' }],
      files: [{ path: 'package-lock.json', format: 'package-lock.json v3', components_count: 57 }],
    };
    const { calls, fetchMock } = mockFetch(
      projectServer({
        [UPLOAD]: () => json([runRecord(31, { status: 'queued', started_at: null, finished_at: null })], 202),
        'GET /api/analyses/runs/31/': () =>
          json(
            finished
              ? runRecord(31, { summary })
              : runRecord(31, { status: 'running', finished_at: null, progress: 40, phase: 'Reading files' }),
          ),
      }),
    );
    const { user } = renderDetail();
    const dialog = await chooseFiles(user, [lockfile(), sbom()]);
    const chosen = within(dialog).getByRole('list', { name: 'Chosen files' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('package-lock.json'), expect.stringContaining('bom.cdx.json')]);
    expect(within(dialog).getByRole('region', { name: 'Drop files here' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 files' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    // The body as handed to fetch (jsdom's FormData loses file names once turned into Node's Request).
    const body = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body as FormData;
    const files = body.getAll('file') as File[];
    expect([...body.keys()]).toEqual(['file', 'file']);
    expect(files.map((f) => f.name)).toEqual(['package-lock.json', 'bom.cdx.json']);
    expect(await files[1]!.text()).toBe('{"bomFormat":"CycloneDX","specVersion":"1.5"}');
    const upload = calls.find((c) => c.method === 'POST')!;
    expect(upload.headers.get('Authorization')).toBe(`Token ${TOKEN}`);
    expect(upload.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);

    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Files uploaded: SCA run #31');
    expect(await within(dialog).findByRole('progressbar', { name: 'Progress of run #31' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    finished = true;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const read = await within(dialog).findByRole('table', { name: 'Files read' });
    expect(
      within(read)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['package-lock.json', 'package-lock.json v3', '57']);
    const skipped = within(dialog).getByRole('table', { name: 'Files skipped' });
    expect(
      within(skipped)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['bom.cdx.json', 'CycloneDX: "components" must be an array']);
    expect(within(status).getByText('Finished')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a refused SBOM’s first error next to the field, and the size limit on a 413', async () => {
    let answer = json({ file: ['bom.cdx.json: not a CycloneDX or SPDX document (no bomFormat or spdxVersion)'] }, 400);
    mockFetch(projectServer({ [UPLOAD]: () => answer }));
    const { user } = renderDetail();
    const dialog = await chooseFiles(user, [sbom()]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }));
    const input = within(dialog).getByLabelText('Files to analyse');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(
      'bom.cdx.json: not a CycloneDX or SPDX document (no bomFormat or spdxVersion)',
    );

    answer = new Response('', { status: 413 });
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        'The files are larger than the server accepts. Upload fewer or smaller files.',
      ),
    );
    // Choosing again clears the error; removing the file leaves nothing to upload.
    await user.click(within(dialog).getByRole('button', { name: 'Remove bom.cdx.json' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('offers the upload only to those who start analyses, and Download SBOM to everyone', async () => {
    mockFetch(projectServer({}, 'auditor'));
    renderDetail();
    const actions = await screen.findByRole('group', { name: 'SBOM of web-shop' });
    expect(within(actions).getByRole('button', { name: 'Download SBOM' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Upload SBOM or lockfiles' })).not.toBeInTheDocument();
  });

  it('downloads the SBOM with the token in the header, not in the address', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:sbom');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = mockFetch(
      projectServer({
        'GET /api/projects/7/sbom/': () =>
          new Response('{"bomFormat":"CycloneDX","specVersion":"1.6"}', {
            headers: {
              'Content-Type': 'application/vnd.cyclonedx+json',
              'Content-Disposition': 'attachment; filename="web-shop.cdx.json"',
            },
          }),
      }),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Download SBOM' }));
    await waitFor(() => expect(saved).toEqual(['web-shop.cdx.json']));
    const request = calls.find((c) => new URL(c.url).pathname === '/api/projects/7/sbom/')!;
    expect(request.headers.get('Authorization')).toBe(`Token ${TOKEN}`);
    expect(request.url).not.toContain(TOKEN);
  });
});
