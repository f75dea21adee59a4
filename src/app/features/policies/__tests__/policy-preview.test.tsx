import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EditPolicyPage, NewPolicyPage } from '../policy-form-page';
import { policyServer } from './fixtures';

type User = ReturnType<typeof userEvent.setup>;

const rule = (n: string) => screen.getByRole('group', { name: `Rule ${n}` });
const previews = (calls: Request[]) => calls.filter((c) => new URL(c.url).pathname === '/api/policies/preview/');
const section = () => screen.getByRole('region', { name: 'Preview matches' });

const ANSWER = {
  matches_count: 3,
  projects: [
    { project_id: 1, project_name: 'payments-api', matches_count: 2 },
    { project_id: 2, project_name: 'billing-gateway', matches_count: 1 },
  ],
  sample: [
    {
      dependency_purl: 'pkg:npm/lodash@4.17.15',
      project_id: 1,
      matched_criteria: ['lodash@4.17.15 has CVE-2021-23337, CVSS3 Score 9.8 >= 9.0'],
      // Phrased by the console in its language (issue 29); the other rows have only the English.
      matched_rules: [
        { field: 'cvss3_score', operator: 'gte', value: '9.0', actual: '9.8', vulnerability_id: 'CVE-2021-23337' },
      ],
    },
    {
      dependency_purl: 'pkg:npm/minimist@1.2.5',
      project_id: 1,
      matched_criteria: ['minimist@1.2.5 CVSS3 Score 9.8 >= 9.0'],
    },
    {
      dependency_purl: 'pkg:npm/lodash@4.17.15',
      project_id: 2,
      matched_criteria: ['lodash@4.17.15 CVSS3 Score 9.8 >= 9.0'],
    },
  ],
};

async function fillScore(user: User, score: string) {
  await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Critical CVSS');
  await user.click(screen.getByRole('checkbox', { name: 'Build' }));
  await user.click(within(rule('1')).getByRole('combobox', { name: /^Field/ }));
  await user.click(await screen.findByRole('option', { name: 'CVSS 3 score' }));
  await user.type(within(rule('1')).getByRole('textbox', { name: /^Value/ }), score);
}

describe('Preview matches', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('sends the unsaved form, shows counts per project and the sample, and refreshes on demand', {
    timeout: 60_000,
  }, async () => {
    let release: (() => void) | undefined;
    const { calls } = mockFetch(
      policyServer({
        'POST /api/policies/preview/': async () => {
          // Held until the test has seen the loading state.
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return json(ANSWER);
        },
      }),
    );
    const { user } = renderNew();
    await fillScore(user, '9');
    const button = within(section()).getByRole('button', { name: 'Preview matches' });
    await user.click(button);

    await waitFor(() => expect(release).toBeDefined());
    expect(button).toHaveAttribute('data-loading', 'true');
    expect(section().querySelector('[aria-live]')).toHaveAttribute('aria-busy', 'true');
    release!();

    expect(await within(section()).findByText(/3 dependencies match in 2 projects\./)).toBeInTheDocument();
    const perProject = within(section()).getByRole('table', { name: 'Matches per project' });
    expect(
      within(perProject)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['payments-api', '2'],
      ['billing-gateway', '1'],
    ]);
    expect(within(perProject).getByRole('link', { name: 'payments-api' })).toHaveAttribute('href', '/projects/1');
    const sample = within(section()).getByRole('table', { name: 'Sample of 3 matches' });
    expect(
      within(sample)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['pkg:npm/lodash@4.17.15', 'payments-api', 'CVE-2021-23337: CVSS 3 score is at least 9.0 (found 9.8)'],
      ['pkg:npm/minimist@1.2.5', 'payments-api', 'minimist@1.2.5 CVSS3 Score 9.8 >= 9.0'],
      ['pkg:npm/lodash@4.17.15', 'billing-gateway', 'lodash@4.17.15 CVSS3 Score 9.8 >= 9.0'],
    ]);
    expect(previews(calls)).toHaveLength(1);
    expect(await previews(calls)[0]!.clone().json()).toMatchObject({
      name: 'Critical CVSS',
      stages: ['build'],
      conditions: { cvss3_score: '9' },
      conditions_connector: 'and',
    });
    // Nothing is saved: the preview is the only write.
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);

    // Changed values, previewed again on demand.
    const score = within(rule('1')).getByRole('textbox', { name: /^Value/ });
    await user.clear(score);
    await user.type(score, '7');
    await user.click(within(section()).getByRole('button', { name: 'Refresh preview' }));
    await waitFor(() => expect(previews(calls)).toHaveLength(2));
    release!();
    expect(await previews(calls)[1]!.clone().json()).toMatchObject({ conditions: { cvss3_score: '7' } });
    expect(screen.getByRole('button', { name: 'Create policy' })).not.toHaveAttribute('data-loading');
  });

  it('judges the form first: marked fields and no request', { timeout: 60_000 }, async () => {
    const { calls } = mockFetch(policyServer());
    const { user } = renderNew();
    await screen.findByRole('textbox', { name: /Name/ });
    await user.click(within(section()).getByRole('button', { name: 'Preview matches' }));
    expect(
      await within(section()).findByText('Fix the fields marked in the form, then preview again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(rule('1')).getByRole('combobox', { name: /^Field/ })).toHaveAccessibleDescription(
      expect.stringContaining('Choose a field.'),
    );
    expect(previews(calls)).toHaveLength(0);
  });

  it("shows the server's field messages on their rule, and other failures in the preview", {
    timeout: 60_000,
  }, async () => {
    let answer = () =>
      json(
        { condition_tree: { rules: { '1': { rules: { '0': { value: ['Must be "direct" or "transitive".'] } } } } } },
        400,
      );
    mockFetch(policyServer({ 'POST /api/policies/preview/': () => answer() }));
    const { user } = renderWithProviders(<EditPolicyPage />, { route: '/policies/7/edit', path: '/policies/:id/edit' });
    await screen.findByRole('textbox', { name: /Name/ });
    await user.click(within(section()).getByRole('button', { name: 'Preview matches' }));
    const relation = within(rule('2.1')).getByRole('combobox', { name: /^Value/ });
    await waitFor(() => expect(relation).toHaveAttribute('aria-invalid', 'true'));
    expect(relation).toHaveAccessibleDescription(expect.stringContaining('Must be "direct" or "transitive".'));
    expect(within(section()).getByText('Fix the fields marked in the form, then preview again.')).toBeInTheDocument();

    answer = () => json({ detail: 'Internal server error.' }, 500);
    await user.click(within(section()).getByRole('button', { name: 'Preview matches' }));
    const failed = await within(section()).findByText('The preview failed');
    expect(failed.closest('.mantine-Alert-root')).toHaveTextContent('Internal server error.');
  });
});

function renderNew() {
  return renderWithProviders(<NewPolicyPage />, { route: '/policies/new', path: '/policies/new' });
}
