import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EditContainerImagePage, NewContainerImagePage } from '../image-form-page';
import { DEBIAN, imageServer } from './fixtures';

const renderNew = () =>
  renderWithProviders(<NewContainerImagePage />, { route: '/container-images/new', path: '/container-images/new' });
const writes = (calls: Request[]) => calls.filter((c) => c.method !== 'GET');

describe('add image form', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it("judges the name with the contract's grammar and asks for a repository, sending nothing", async () => {
    const { calls } = mockFetch(imageServer());
    const { user } = renderNew();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, 'Debian 12');
    await user.click(screen.getByRole('button', { name: 'Create container image' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Enter an image name as repo/image:tag or repo/image@sha256:<digest>.'),
    );
    const repository = screen.getByRole('combobox', { name: /^Artifact repository/ });
    expect(repository).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(writes(calls)).toHaveLength(0);
  });

  it('creates the image in the chosen repository and opens its page', async () => {
    const { calls } = mockFetch(
      imageServer({ 'POST /api/settings/container_images/': () => json({ ...DEBIAN, id: 12, digest: null }, 201) }),
    );
    const { user, location } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'library/debian:12');
    const repository = screen.getByRole('combobox', { name: /^Artifact repository/ });
    await screen.findByRole('option', { name: 'nexus-docker (docker)' });
    await user.selectOptions(repository, 'nexus-docker (docker)');
    await user.click(screen.getByRole('button', { name: 'Create container image' }));

    await waitFor(() => expect(location()).toBe('/container-images/12'));
    const [post] = writes(calls);
    expect(new URL(post!.url).pathname).toBe('/api/settings/container_images/');
    expect(await post!.json()).toEqual({ name: 'library/debian:12', artifact_repository_id: 3 });
  });

  it("puts the server's 400 next to its field and keeps the page", async () => {
    mockFetch(
      imageServer({
        'POST /api/settings/container_images/': () =>
          json({ name: ['A container image with this name already exists.'] }, 400),
      }),
    );
    const { user, location } = renderNew();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, 'library/debian:12');
    await screen.findByRole('option', { name: 'harbor (docker)' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Artifact repository/ }), 'harbor (docker)');
    await user.click(screen.getByRole('button', { name: 'Create container image' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('A container image with this name already exists.'),
    );
    expect(name).toHaveFocus();
    expect(screen.queryByRole('alert', { name: /not saved/i })).not.toBeInTheDocument();
    expect(location()).toBe('/container-images/new');
  });

  it('edits an image with its name and repository filled in, with PUT', async () => {
    const { calls } = mockFetch(
      imageServer({ 'PUT /api/settings/container_images/9/': () => json({ ...DEBIAN, name: 'library/debian:12.8' }) }),
    );
    const { user, location } = renderWithProviders(<EditContainerImagePage />, {
      route: '/container-images/9/edit',
      path: '/container-images/:id/edit',
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('library/debian:12');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Artifact repository/ })).toHaveValue('3'));
    await user.clear(name);
    await user.type(name, 'library/debian:12.8');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toBe('/container-images/9'));
    expect(await writes(calls)[0]!.json()).toEqual({ name: 'library/debian:12.8', artifact_repository_id: 3 });
  });
});
