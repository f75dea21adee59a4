import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { axeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/render';
import { EditWebhookPage, NewWebhookPage } from '../webhook-form-page';
import { CHAT, DASHBOARD, webhookServer, writes } from './fixtures';

function renderNew() {
  return renderWithProviders(<NewWebhookPage />, { route: '/settings/webhooks/new', path: '/settings/webhooks/new' });
}

function renderEdit(id: number) {
  return renderWithProviders(<EditWebhookPage />, {
    route: `/settings/webhooks/${id}/edit`,
    path: '/settings/webhooks/:id/edit',
  });
}

/** The message Mantine puts under a field is its accessible description. */
function expectFieldError(label: string, message: string) {
  const input = screen.getByLabelText(label, { exact: false, selector: 'input' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

const group = (name: string) => screen.getByRole('group', { name });

describe('webhook form', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows the contract schema messages next to their fields and sends nothing', async () => {
    const { calls } = mockFetch(webhookServer());
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /URL/ }), 'https://user:pw@hooks.example.com/x');
    await user.click(screen.getByRole('button', { name: 'Create webhook' }));

    await waitFor(() => expectFieldError('URL', 'Put credentials in the token, not in the URL.'));
    expectFieldError('Name', 'This field may not be blank.');
    expect(screen.getByText('Choose at least one event.')).toBeInTheDocument();
    expect(group('Events')).toHaveAccessibleDescription(expect.stringContaining('Choose at least one event.'));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();

    await user.clear(screen.getByRole('textbox', { name: /URL/ }));
    await user.type(screen.getByRole('textbox', { name: /URL/ }), 'hooks.example.com');
    await waitFor(() => expectFieldError('URL', 'Enter an absolute URL with its protocol'));
    expect(writes(calls)).toHaveLength(0);
  });

  it('selects a whole group with its Select all, shows a partial group as mixed', async () => {
    mockFetch(webhookServer());
    const { user } = renderNew();
    const sca = await screen.findByRole('group', { name: 'Project SCA analysis' });
    const all = within(sca).getByRole('checkbox', { name: 'Select all' });

    await user.click(all);
    for (const name of ['started', 'finished', 'cancelled', 'failed']) {
      expect(within(sca).getByRole('checkbox', { name: `Project SCA analysis ${name}` })).toBeChecked();
    }
    expect(within(group('Clone analysis')).getByRole('checkbox', { name: 'Clone analysis started' })).not.toBeChecked();

    await user.click(within(sca).getByRole('checkbox', { name: 'Project SCA analysis cancelled' }));
    expect(all).not.toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'true');

    await user.click(all);
    expect(all).toBeChecked();
    await user.click(all);
    expect(
      within(sca)
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked),
    ).toHaveLength(0);
  });

  it('creates a webhook: events in catalog order, chosen projects, the token', async () => {
    const { calls } = mockFetch(
      webhookServer({ 'POST /api/settings/webhooks/': () => json({ ...CHAT, id: 9, name: 'Team chat' }, 201) }),
    );
    const { user, location } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Team chat');
    await user.type(screen.getByRole('textbox', { name: /URL/ }), 'https://hooks.example.com/chat');
    await user.type(screen.getByLabelText('Token', { selector: 'input' }), 's3cret');
    await user.click(within(group('Repository cloning')).getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('checkbox', { name: 'SCA policy has been triggered' }));
    const projects = screen.getByRole('combobox', { name: /Projects/ });
    await user.click(projects);
    await user.type(projects, 'web');
    await user.click(await screen.findByRole('option', { name: 'web-shop' }));
    await user.click(screen.getByRole('button', { name: 'Create webhook' }));

    await waitFor(() => expect(location()).toBe('/settings/webhooks'));
    const [post] = writes(calls);
    expect(new URL(post!.url).pathname).toBe('/api/settings/webhooks/');
    expect(await post!.json()).toEqual({
      name: 'Team chat',
      url: 'https://hooks.example.com/chat',
      projects: [7],
      events: [
        'sca_policy_has_been_triggered',
        'cloning_of_repository_started',
        'cloning_of_repository_finished',
        'cloning_of_repository_failed',
      ],
      token: 's3cret',
    });
  });

  it('puts 400 field errors on their fields (also per event) and the rest in the form alert', async () => {
    mockFetch(
      webhookServer({
        'POST /api/settings/webhooks/': () =>
          json(
            {
              url: ['The URL resolves to a private address.'],
              events: { '0': ['Unknown trigger "x".'] },
              non_field_errors: ['Try again later.'],
            },
            400,
          ),
      }),
    );
    const { user, location } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Internal');
    await user.type(screen.getByRole('textbox', { name: /URL/ }), 'http://10.0.0.8/hook');
    await user.click(screen.getByRole('checkbox', { name: 'Clone analysis failed' }));
    await user.click(screen.getByRole('button', { name: 'Create webhook' }));

    await waitFor(() => expectFieldError('URL', 'The URL resolves to a private address.'));
    expect(group('Events')).toHaveAccessibleDescription(expect.stringContaining('0: Unknown trigger "x".'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The webhook was not saved');
    expect(alert).toHaveTextContent('Try again later.');
    expect(location()).toBe('/settings/webhooks/new');
  });

  it('edits: the token field is empty with its hint, and a save without a token leaves `token` out', async () => {
    const { calls } = mockFetch(
      webhookServer({ 'PUT /api/settings/webhooks/3/': async (r) => json({ ...CHAT, ...(await r.clone().json()) }) }),
    );
    const { user, location } = renderEdit(3);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Chat alerts');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Chat alerts' })).toBeInTheDocument();
    const token = screen.getByLabelText('Token', { selector: 'input' });
    expect(token).toHaveValue('');
    expect(token).toHaveAccessibleDescription('Leave empty to keep the current token.');
    expect(screen.getByRole('checkbox', { name: 'Project SCA analysis failed' })).toBeChecked();
    // The form alone: deliveries, health and signing are on the webhook's own page.
    expect(screen.queryByRole('region', { name: 'Deliveries' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Request signing' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/settings/webhooks/3');

    await user.clear(name);
    await user.type(name, 'Chat');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toBe('/settings/webhooks'));
    const [put] = writes(calls);
    expect(put!.method).toBe('PUT');
    const body = await put!.json();
    expect(body).not.toHaveProperty('token');
    expect(body).toEqual({
      name: 'Chat',
      url: 'https://hooks.example.com/chat',
      projects: [],
      events: ['sca_policy_has_been_triggered', 'project_sca_analysis_failed'],
    });
  });

  it('Clear token sends "token": "" and can be taken back', async () => {
    const { calls } = mockFetch(
      webhookServer({ 'PUT /api/settings/webhooks/3/': () => json({ ...CHAT, has_token: false }) }),
    );
    const { user, location } = renderEdit(3);
    await user.click(await screen.findByRole('button', { name: 'Clear token' }));
    expect(screen.getByText(/The current token will be removed when you save/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep the current token' }));
    expect(screen.getByLabelText('Token', { selector: 'input' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Clear token' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(location()).toBe('/settings/webhooks'));
    expect(await writes(calls)[0]!.json()).toMatchObject({ token: '' });
  });

  it('a webhook without a token says so and offers no Clear token', async () => {
    mockFetch(webhookServer());
    renderEdit(4);
    const token = await screen.findByLabelText('Token', { selector: 'input' });
    expect(token).toHaveAccessibleDescription(expect.stringMatching(/^No token is set\./));
    expect(screen.queryByRole('button', { name: 'Clear token' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /URL/ })).toHaveValue(DASHBOARD.url);
  });

  it('asks before leaving a changed form', async () => {
    mockFetch(webhookServer());
    const { user, location } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Half done');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/settings/webhooks/new');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/settings/webhooks'));
  });

  it('has no axe violations, also with its error messages', async () => {
    mockFetch(webhookServer());
    const { user } = renderNew();
    await screen.findByRole('textbox', { name: /Name/ });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create webhook' }));
    await screen.findByText('Choose at least one event.');
    expect(await axeViolations()).toEqual([]);
  });

  it('an auditor gets no form on the edit page', async () => {
    mockFetch(webhookServer({}, 'auditor'));
    renderEdit(3);
    expect(await screen.findByText('Only administrators can create or change webhooks')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh status' })).not.toBeInTheDocument();
  });
});
