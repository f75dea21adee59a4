import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WebhookTestResult } from '../../../../contract/webhooks';
import { i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { theme } from '../../../theme';
import { StatusBadge } from '../status-badge';
import { EditWebhookPage, NewWebhookPage } from '../webhook-form-page';
import { CHAT, SIEM, webhookServer, writes } from './fixtures';

const OK: WebhookTestResult = { success: true, status_code: 200, duration_ms: 12, error: null };
const FAILED: WebhookTestResult = {
  success: false,
  status_code: 500,
  duration_ms: 7,
  error: 'answered HTTP 500 Internal Server Error',
};

function renderEdit(id: number) {
  return renderWithProviders(<EditWebhookPage />, {
    route: `/settings/webhooks/${id}/edit`,
    path: '/settings/webhooks/:id/edit',
  });
}

const testCalls = (calls: Request[]) =>
  writes(calls).filter((c) => new URL(c.url).pathname === '/api/settings/webhooks/test/');

describe('Test it', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('sends the unsaved URL and token and shows success, then an error on the next press', async () => {
    let answer = OK;
    const { calls } = mockFetch(webhookServer({ 'POST /api/settings/webhooks/test/': () => json(answer) }));
    const { user } = renderWithProviders(<NewWebhookPage />);
    await user.type(await screen.findByRole('textbox', { name: /URL/ }), 'https://hooks.example.com/new');
    await user.type(screen.getByLabelText('Token', { selector: 'input' }), 's3cret');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Test it' }));
    await waitFor(() => expect(status).toHaveTextContent('Success: HTTP 200 in 12 ms'));
    expect(await testCalls(calls)[0]!.json()).toEqual({ url: 'https://hooks.example.com/new', token: 's3cret' });

    answer = FAILED;
    await user.click(screen.getByRole('button', { name: 'Test it' }));
    await waitFor(() =>
      expect(status).toHaveTextContent('Failed: answered HTTP 500 Internal Server Error (after 7 ms)'),
    );
    expect(testCalls(calls)).toHaveLength(2);
    // Testing is not a change: leaving would not ask.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why it cannot test a URL without sending anything', async () => {
    const { calls } = mockFetch(webhookServer());
    const { user } = renderWithProviders(<NewWebhookPage />);
    await user.type(await screen.findByRole('textbox', { name: /URL/ }), 'ftp://files.example.com');
    await user.click(screen.getByRole('button', { name: 'Test it' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /URL/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The URL must start with http:// or https://.')).toBeInTheDocument();
    expect(testCalls(calls)).toHaveLength(0);
  });

  it('Unsendable token: Test it with a token no header can carry says so at the token field and sends nothing', async () => {
    const { calls } = mockFetch(webhookServer());
    const { user } = renderWithProviders(<NewWebhookPage />);
    await user.type(await screen.findByRole('textbox', { name: /URL/ }), 'https://hooks.example.com/new');
    const token = screen.getByLabelText('Token', { selector: 'input' });
    await user.type(token, '日本語');
    await user.click(screen.getByRole('button', { name: 'Test it' }));
    // Mantine's PasswordInput marks the inner input with data-invalid and describes it by the error.
    await waitFor(() =>
      expect(token).toHaveAccessibleDescription(
        expect.stringContaining('Use only printable ASCII characters (letters, digits, punctuation, spaces)'),
      ),
    );
    expect(token).toHaveAttribute('data-invalid', 'true');
    expect(testCalls(calls)).toHaveLength(0);
  });

  it('shows a failed request (e.g. 403) as the result, not as a crash', async () => {
    mockFetch(
      webhookServer({
        'POST /api/settings/webhooks/test/': () =>
          json({ detail: 'You do not have permission to perform this action.' }, 403),
      }),
    );
    const { user } = renderWithProviders(<NewWebhookPage />);
    await user.type(await screen.findByRole('textbox', { name: /URL/ }), 'https://hooks.example.com/new');
    await user.click(screen.getByRole('button', { name: 'Test it' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Could not test: You do not have permission to perform this action.',
      ),
    );
  });

  it('on edit with an empty token field, asks the server to use the stored token (webhook_id, no token)', async () => {
    const { calls } = mockFetch(webhookServer({ 'POST /api/settings/webhooks/test/': () => json(OK) }));
    const { user } = renderEdit(3);
    await user.click(await screen.findByRole('button', { name: 'Test it' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Success: HTTP 200 in 12 ms'));
    expect(await testCalls(calls)[0]!.json()).toEqual({ url: CHAT.url, webhook_id: 3 });

    // A typed token is tried instead of the stored one; after Clear token, none is sent.
    await user.type(screen.getByLabelText('Token', { selector: 'input' }), 'n3w');
    await user.click(screen.getByRole('button', { name: 'Test it' }));
    await waitFor(() => expect(testCalls(calls)).toHaveLength(2));
    expect(await testCalls(calls)[1]!.json()).toEqual({ url: CHAT.url, token: 'n3w' });

    await user.click(screen.getByRole('button', { name: 'Clear token' }));
    await user.click(screen.getByRole('button', { name: 'Test it' }));
    await waitFor(() => expect(testCalls(calls)).toHaveLength(3));
    expect(await testCalls(calls)[2]!.json()).toEqual({ url: CHAT.url, token: '' });
    // The token never travels in a URL.
    expect(calls.filter((c) => c.url.includes('n3w'))).toEqual([]);
  });
});

describe('status badge', () => {
  const badge = (webhook: Parameters<typeof StatusBadge>[0]['webhook']) =>
    render(
      <MantineProvider theme={theme} env="test">
        <I18nProvider i18n={i18n}>
          <StatusBadge webhook={webhook} />
        </I18nProvider>
      </MantineProvider>,
    );

  it.each([
    ['available', 'Available'],
    ['unavailable', 'Unavailable'],
    ['unknown', 'Unknown'],
  ] as const)('an active webhook whose last check was %s reads "%s" and takes no focus', (availability, label) => {
    badge({ ...CHAT, availability_status: availability });
    const text = screen.getByText(label);
    expect(text.closest('[tabindex]')).toBeNull();
  });

  it('a disabled webhook reads "Disabled", takes focus and is described by the reason', async () => {
    badge(SIEM);
    const focusable = screen.getByText('Disabled').closest('[tabindex="0"]') as HTMLElement;
    expect(focusable).not.toBeNull();
    expect(focusable).toHaveAccessibleDescription(
      expect.stringMatching(/^Disabled on .+: The target failed for 48 hours/),
    );
    focusable.focus();
    expect(focusable).toHaveFocus();
  });

  it('without a recorded reason, says only that and when', () => {
    badge({ ...SIEM, disabled_reason: null });
    const focusable = screen.getByText('Disabled').closest('[tabindex="0"]') as HTMLElement;
    expect(focusable).toHaveAccessibleDescription(expect.stringMatching(/^Disabled on .+\.$/));
  });
});
