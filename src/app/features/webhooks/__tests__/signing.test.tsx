import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { WebhookPage } from '../webhook-page';
import { CHAT, profileLoaded, webhookServer, writes } from './fixtures';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** The record follows the server: signed after a POST, unsigned after a DELETE. */
function renderPage(signed: boolean, role = 'administrator') {
  let hasSecret = signed;
  const { calls } = mockFetch(
    webhookServer(
      {
        'GET /api/settings/webhooks/3/': () => json({ ...CHAT, has_signing_secret: hasSecret }),
        'POST /api/settings/webhooks/3/signing_secret/': () => {
          hasSecret = true;
          return json({ secret: SECRET });
        },
        'DELETE /api/settings/webhooks/3/signing_secret/': () => {
          hasSecret = false;
          return new Response(null, { status: 204 });
        },
      },
      role,
    ),
  );
  const view = renderWithProviders(<WebhookPage />, {
    route: '/settings/webhooks/3',
    path: '/settings/webhooks/:id',
  });
  return { ...view, calls };
}

const writesOf = (calls: Request[]) => writes(calls).map((c) => `${c.method} ${new URL(c.url).pathname}`);

describe('request signing', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('generates a secret, shows it once with a copy button and a verification example', async () => {
    const { user, calls } = renderPage(false);
    const card = await screen.findByRole('region', { name: 'Request signing' });
    expect(card).toHaveTextContent('Signing: off');
    expect(within(card).queryByRole('button', { name: 'Stop signing' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Generate signing secret' }));
    const modal = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(modal).getByTestId('signing-secret')).toHaveTextContent(SECRET);
    expect(within(modal).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    expect(modal).toHaveTextContent('it is not shown again');
    const example = within(modal).getByTestId('verify-example');
    expect(example).toHaveTextContent("import { Webhook } from 'standardwebhooks'");
    expect(example).toHaveTextContent('new Webhook(process.env.ARGUS_SIGNING_SECRET)');
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
      expect(example).toHaveTextContent(`headers['${header}']`);
    // The example reads the secret from the environment: it is shown in one place only.
    expect(example).not.toHaveTextContent(SECRET);

    await user.click(within(modal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Signing secret' })).not.toBeInTheDocument());
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    // The record is read again: it is signed now.
    await waitFor(() => expect(card).toHaveTextContent('Signing: on'));
    expect(writesOf(calls)).toEqual(['POST /api/settings/webhooks/3/signing_secret/']);
  });

  it('replaces the secret and stops signing, each after a confirm', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user, calls } = renderPage(true);
    const card = await screen.findByRole('region', { name: 'Request signing' });
    await waitFor(() => expect(card).toHaveTextContent('Signing: on'));

    await user.click(within(card).getByRole('button', { name: 'Replace secret' }));
    let confirm = await screen.findByRole('dialog', { name: 'Replace the signing secret?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(calls)).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Replace secret' }));
    confirm = await screen.findByRole('dialog', { name: 'Replace the signing secret?' });
    await user.click(within(confirm).getByRole('button', { name: 'Replace secret' }));
    const modal = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(modal).getByTestId('signing-secret')).toHaveTextContent(SECRET);
    await user.click(within(modal).getByRole('button', { name: 'Done' }));
    expect(writesOf(calls)).toEqual(['POST /api/settings/webhooks/3/signing_secret/']);

    await user.click(within(card).getByRole('button', { name: 'Stop signing' }));
    confirm = await screen.findByRole('dialog', { name: 'Stop signing requests?' });
    expect(confirm).toHaveTextContent('Requests to "Chat alerts" will no longer carry the webhook-id');
    await user.click(within(confirm).getByRole('button', { name: 'Stop signing' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Requests of webhook "Chat alerts" are no longer signed.' }),
      ),
    );
    await waitFor(() => expect(card).toHaveTextContent('Signing: off'));
    expect(writesOf(calls)).toEqual([
      'POST /api/settings/webhooks/3/signing_secret/',
      'DELETE /api/settings/webhooks/3/signing_secret/',
    ]);
  });

  it('an auditor sees whether requests are signed, without the buttons', async () => {
    renderPage(true, 'auditor');
    const card = await screen.findByRole('region', { name: 'Request signing' });
    await profileLoaded();
    await waitFor(() => expect(card).toHaveTextContent('Signing: on'));
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });

  it('reads in Russian', async () => {
    await activateLanguage('ru');
    const { user } = renderPage(false);
    const card = await screen.findByRole('region', { name: 'Подпись запросов' });
    await user.click(within(card).getByRole('button', { name: 'Создать секрет подписи' }));
    const modal = await screen.findByRole('dialog', { name: 'Секрет подписи' });
    expect(within(modal).getByRole('button', { name: 'Скопировать секрет' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Отключить подпись' })).toBeInTheDocument());
  });
});
