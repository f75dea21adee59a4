import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { mockXhr } from '../../../test/xhr-mock';
import { ContainerImageDetailPage } from '../container-image-detail-page';
import { imageServer, RUN } from './fixtures';

const renderPage = () =>
  renderWithProviders(<ContainerImageDetailPage />, { route: '/container-images/9', path: '/container-images/:id' });

/** 40 KiB standing in for an image archive: what the dialog sends is the file the user chose. */
const archive = () => new File([new Uint8Array(40 * 1024).fill(7)], 'debian-12.tar', { type: 'application/x-tar' });

describe('image upload dialog', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('posts the file as multipart `file`, shows the bytes sent, then follows the run it queued', async () => {
    const upload = `/api/analyses/container_images/9/sca/upload/`;
    const server = imageServer({
      [`POST ${upload}`]: () => json([RUN], 202),
      'GET /api/analyses/runs/61/': () =>
        json({ ...RUN, status: 'failed', error: 'The archive has no manifest.json or index.json.' }),
    });
    mockFetch(server);
    const xhr = mockXhr(server, { steps: [0.25, 1] });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Upload image archive or SBOM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload an archive or SBOM of library/debian:12' });
    const file = archive();
    await user.upload(await within(dialog).findByLabelText('Image archive or SBOM'), file);
    expect(within(dialog).getByText(/debian-12\.tar, 40/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload and analyse' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Starting the upload…');
    xhr.release();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('10 kB of 40 kB sent (25%)');
    xhr.release();

    expect(await within(dialog).findByText('Analysis queued as run #61.')).toBeInTheDocument();
    expect(await within(dialog).findByText('The archive has no manifest.json or index.json.')).toBeInTheDocument();

    expect(xhr.sent).toHaveLength(1);
    const sent = xhr.sent[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(upload);
    expect(sent.headers.Authorization).toBe(`Token ${TOKEN}`);
    expect(sent.body).toBeInstanceOf(FormData);
    const parts = [...(sent.body as FormData).entries()];
    expect(parts).toHaveLength(1);
    expect(parts[0]?.[0]).toBe('file');
    const part = parts[0]?.[1];
    if (!(part instanceof File)) throw new Error('the `file` part is not a file');
    expect(part.name).toBe('debian-12.tar');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it("shows the server's words about a refused file next to the field", async () => {
    const server = imageServer({
      'POST /api/analyses/container_images/9/sca/upload/': () =>
        json({ file: ['Send a docker save or OCI image archive, or an SBOM.'] }, 400),
    });
    mockFetch(server);
    mockXhr(server);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Upload image archive or SBOM' }));
    const dialog = await screen.findByRole('dialog');
    const input = await within(dialog).findByLabelText('Image archive or SBOM');
    await user.upload(input, archive());
    await user.click(within(dialog).getByRole('button', { name: 'Upload and analyse' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Send a docker save or OCI image archive, or an SBOM.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
