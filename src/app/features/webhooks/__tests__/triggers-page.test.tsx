import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TRIGGER_VALUES } from '../../../../contract/triggers';
import { sessionStore } from '../../../lib/session-store';
import { axeViolations } from '../../../test/axe';
import { mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { exampleEnvelope } from '../trigger-card';
import { TriggersPage } from '../triggers-page';
import { webhookServer } from './fixtures';

// The catalog renders every trigger with its payload table and example: jsdom needs seconds to
// compute roles and run axe over it, more than the default 15 s when the suite runs in parallel.
describe('trigger catalog', { timeout: 60_000 }, () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows every trigger in its group with its payload fields, types and an example body', async () => {
    mockFetch(webhookServer());
    renderWithProviders(<TriggersPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(TRIGGER_VALUES.length);

    const policies = screen.getByRole('region', { name: 'Policies' });
    const osa = within(policies).getByRole('article', { name: 'OSA policy has been triggered' });
    const fields = within(osa).getByRole('table', { name: 'Payload of OSA policy has been triggered' });
    const typeOf = (field: string) => within(fields).getByText(field).closest('tr')!.cells[1]!.textContent;
    expect(typeOf('artifact_repository_id')).toBe('integer');
    expect(typeOf('policy_name')).toBe('string');
    expect(typeOf('matched_criteria')).toBe('array of string');
    expect(typeOf('level')).toBe('one of "info", "warning", "critical"');

    const example = within(osa).getByRole('region', { name: 'Example request body of OSA policy has been triggered' });
    const body = JSON.parse(example.textContent!);
    expect(body.events).toHaveLength(1);
    expect(body.events[0]).toMatchObject({ trigger: 'osa_policy_has_been_triggered', created_at: expect.any(String) });
    expect(body.events[0].payload).toMatchObject({ container_image_id: 3, artifact_repository_id: 2 });
    expect(
      within(osa).getByRole('button', { name: 'Copy example of OSA policy has been triggered' }),
    ).toBeInTheDocument();

    const test = screen.getByRole('region', { name: 'Connection test' });
    expect(within(test).getByText(/cannot subscribe/)).toBeInTheDocument();
    expect(within(test).getByText(/The payload is empty/)).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    mockFetch(webhookServer());
    renderWithProviders(<TriggersPage />);
    await screen.findAllByRole('article');
    expect(await axeViolations()).toEqual([]);
  });

  it('example bodies follow the delivery envelope', () => {
    expect(JSON.parse(exampleEnvelope('ml_model_user_secrets_purged'))).toEqual({
      events: [{ created_at: '2026-11-22T10:15:00.000Z', trigger: 'ml_model_user_secrets_purged', payload: {} }],
    });
  });
});
