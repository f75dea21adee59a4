import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, PROFILE, routesHandler, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AuditLogPage } from '../audit-log-page';

const ENTRY = {
  id: 3,
  created_at: '2026-11-25T10:00:00.000Z',
  actor_id: 2,
  actor_username: 'sam',
  action: 'update',
  object_type: 'policy',
  object_id: 5,
  object_repr: 'Known malicious packages',
  changes: { level: ['warning', 'critical'], token: ['***', '***'] },
};

function renderLog(role = 'auditor') {
  const mock = mockFetch(
    routesHandler({
      'GET /api/profile/': () => json({ ...PROFILE, role }),
      'GET /api/audit_log/': () => json({ count: 1, next: null, previous: null, results: [ENTRY] }),
    }),
  );
  return {
    ...mock,
    ...renderWithProviders(<AuditLogPage />, { route: '/settings/audit-log', path: '/settings/audit-log' }),
  };
}

describe('Settings → Audit log', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows who changed what, and each row expands to its field diff', async () => {
    const { user } = renderLog();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = await within(table).findByRole('row', { name: /sam/ }, { timeout: 10_000 });
    expect(within(row).getByText('Changed')).toBeInTheDocument();
    expect(within(row).getByText('Policy: Known malicious packages')).toBeInTheDocument();
    const toggle = within(row).getByRole('button', { name: 'Show 2 changes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const diff = screen.getByRole('table', { name: 'Changes to Known malicious packages' });
    const level = within(diff).getByRole('row', { name: /level/ });
    expect(within(level).getByText('warning').tagName).toBe('DEL');
    expect(within(level).getByText('critical').tagName).toBe('INS');
    expect(within(diff).getAllByText('***')).toHaveLength(2);
  });

  it('sends the filters: object type, action, actor and a date range taking in whole days', async () => {
    const { user, calls } = renderLog();
    await screen.findByRole('table', { name: 'Audit log' });
    await user.selectOptions(screen.getByLabelText('Object'), 'webhook');
    await user.selectOptions(screen.getByLabelText('Action'), 'disable');
    await user.type(screen.getByLabelText('Who'), 'system{Enter}');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-25');
    await waitFor(() => {
      const query = new URL(calls.at(-1)!.url).searchParams;
      expect(query.get('object_type')).toBe('webhook');
      expect(query.get('action')).toBe('disable');
      expect(query.get('actor')).toBe('system');
      expect(query.get('created_after')).toBe('2026-11-01T00:00:00Z');
      expect(query.get('created_before')).toBe('2026-11-25T23:59:59.999Z');
    });
  });

  it('is not offered to the user role', async () => {
    renderLog('user');
    expect(await screen.findByText('The audit log is not available to your role')).toBeInTheDocument();
  });
});
