import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { axeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/render';
import { EditPolicyPage, NewPolicyPage } from '../policy-form-page';
import { HIGH_CVSS, policyServer } from './fixtures';

type User = ReturnType<typeof userEvent.setup>;

function renderNew() {
  return renderWithProviders(<NewPolicyPage />, { route: '/policies/new', path: '/policies/new' });
}

function renderEdit(id: number) {
  return renderWithProviders(<EditPolicyPage />, { route: `/policies/${id}/edit`, path: '/policies/:id/edit' });
}

const writes = (calls: Request[]) => calls.filter((c) => c.method !== 'GET');

/** The message Mantine puts under a field is its accessible description. */
function expectFieldError(input: HTMLElement, message: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

const rule = (n: number) => screen.getByRole('group', { name: `Rule ${n}` });
const ruleValue = (n: number) => within(rule(n)).getByRole('textbox', { name: /^Value/ });

async function chooseField(user: User, n: number, label: string) {
  await user.click(within(rule(n)).getByRole('combobox', { name: /^Field/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** A valid new policy: a name, a stage, one CVSS condition. */
async function fillValid(user: User, name = 'Strict CVSS') {
  await user.type(await screen.findByRole('textbox', { name: /Name/ }), name);
  await user.click(screen.getByRole('checkbox', { name: 'Build' }));
  await chooseField(user, 1, 'CVSS 3 score');
  await user.type(ruleValue(1), '9');
}

describe('policy form', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows the contract schema messages for the basic fields and sends nothing', async () => {
    const { calls } = mockFetch(policyServer());
    const { user } = renderNew();
    await screen.findByRole('textbox', { name: /Name/ });
    await user.click(screen.getByRole('button', { name: 'Create policy' }));

    await waitFor(() =>
      expectFieldError(screen.getByRole('textbox', { name: /Name/ }), 'This field may not be blank.'),
    );
    expect(screen.getByText('Choose at least one stage.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(writes(calls)).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it('creates a policy with a project and a proprietor found by server-side search', async () => {
    const { calls } = mockFetch(
      policyServer({
        'POST /api/policies/': async (r) => json({ ...HIGH_CVSS, ...(await r.clone().json()), id: 50 }, 201),
      }),
    );
    const { user, location } = renderNew();
    await fillValid(user);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Only the worst.');
    await user.click(screen.getByRole('checkbox', { name: 'Prod' }));
    await user.click(screen.getByRole('radio', { name: 'Critical' }));

    const projectsInput = screen.getByRole('combobox', { name: 'Projects' });
    expect(projectsInput).toHaveAttribute('placeholder', 'Applies to all projects');
    expect(projectsInput).toHaveAccessibleDescription(expect.stringContaining('Applies to all projects.'));
    await user.click(projectsInput);
    await user.type(projectsInput, 'pay');
    await waitFor(() =>
      expect(
        calls.some(
          (c) => new URL(c.url).pathname === '/api/projects/' && new URL(c.url).searchParams.get('search') === 'pay',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('option', { name: 'checkout-web' })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('option', { name: 'payments-api' }));
    expect(projectsInput).toHaveAccessibleDescription(expect.stringContaining('Applies only to the projects chosen.'));

    const proprietorsInput = screen.getByRole('combobox', { name: 'Proprietors' });
    await user.click(proprietorsInput);
    await user.type(proprietorsInput, 'plat');
    await user.click(await screen.findByRole('option', { name: 'Platform team' }));

    expect(screen.queryByText('Builds will fail on this policy')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Delayed block/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Blocks the build' }));
    expect(screen.getByText('Builds will fail on this policy')).toBeInTheDocument();
    // The delay means something only for a blocking policy, and is off until chosen.
    const delayed = screen.getByRole('checkbox', { name: /Delayed block/ });
    expect(delayed).not.toBeChecked();
    // Chosen, it asks for the days; chosen off again, nothing of it is sent.
    await user.click(delayed);
    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    const days = screen.getByRole('textbox', { name: /Delay for \(days\)/ });
    await waitFor(() => expectFieldError(days, 'Enter a number of days from 1 to 365.'));
    await user.type(days, '400');
    await waitFor(() => expectFieldError(days, 'A whole number of days from 1 to 365, or null.'));
    await user.click(delayed);
    expect(screen.queryByRole('textbox', { name: /Delay for \(days\)/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    await waitFor(() => expect(location()).toBe('/policies'));
    expect(await writes(calls)[0]!.json()).toEqual({
      name: 'Strict CVSS',
      description: 'Only the worst.',
      stages: ['build', 'prod'],
      level: 'critical',
      projects: [1],
      proprietors: [4],
      conditions: { cvss3_score: '9' },
      conditions_connector: 'and',
      block_delay_days: null,
      is_active: true,
      is_blocks_build: true,
    });
  });

  it('puts a server error for one condition on that row, a projects error on Projects, the rest in the alert', async () => {
    mockFetch(
      policyServer({
        'POST /api/policies/': () =>
          json(
            {
              conditions: { cvss3_score: ['"high" is not a number.'] },
              projects: ['Invalid pk "99" - object does not exist.'],
              non_field_errors: ['Try again later.'],
            },
            400,
          ),
      }),
    );
    const { user, location } = renderNew();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await chooseField(user, 2, 'Dependency name');
    await user.type(ruleValue(2), 'left-pad');
    await user.click(screen.getByRole('button', { name: 'Create policy' }));

    const score = ruleValue(1);
    await waitFor(() => expectFieldError(score, '"high" is not a number.'));
    expect(ruleValue(2)).not.toHaveAttribute('aria-invalid', 'true');
    expectFieldError(screen.getByRole('combobox', { name: 'Projects' }), 'Invalid pk "99" - object does not exist.');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The policy was not saved');
    expect(alert).toHaveTextContent('Try again later.');
    expect(alert).not.toHaveTextContent('not a number');
    expect(location()).toBe('/policies/new');
  });

  it('a server error for a single condition lands on its row and takes the focus', async () => {
    mockFetch(
      policyServer({
        'POST /api/policies/': () => json({ conditions: { cvss3_score: ['A CVSS score is at most 10.'] } }, 400),
      }),
    );
    const { user } = renderNew();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    const score = ruleValue(1);
    await waitFor(() => expectFieldError(score, 'A CVSS score is at most 10.'));
    expect(score).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a server error for a condition not in the form, or for the conditions as a whole, is still shown', async () => {
    let answer: unknown = { conditions: { cwe: ['Unknown condition "cwe".'] } };
    mockFetch(policyServer({ 'POST /api/policies/': () => json(answer, 400) }));
    const { user } = renderNew();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('CWE: Unknown condition "cwe".');

    answer = { conditions: ['Add at least one condition.'] };
    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    expect(await screen.findByText('Add at least one condition.')).toBeInTheDocument();
  });

  it('edits a policy: fields, chosen projects and proprietors by name, condition rows; sends the same conditions back', {
    timeout: 30_000,
  }, async () => {
    const { calls } = mockFetch(
      policyServer({ 'PUT /api/policies/6/': async (r) => json({ ...HIGH_CVSS, ...(await r.clone().json()) }) }),
    );
    const { user, location } = renderEdit(6);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('High CVSS in the payments services');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Edit High CVSS in the payments services' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Source' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Prod' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Build' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Warning' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'any of' })).toBeChecked();
    // A flat policy is one group: no nested groups, its conditions as rules with their default operators.
    expect(screen.queryByRole('group', { name: /^Group/ })).not.toBeInTheDocument();
    // Chosen records show as pills with their names (looked up by id).
    const projectsField = screen
      .getByRole('combobox', { name: 'Projects' })
      .closest('.mantine-MultiSelect-root') as HTMLElement;
    await waitFor(() => expect(within(projectsField).getByText('payments-api')).toBeInTheDocument());
    expect(within(projectsField).getByText('billing-gateway')).toBeInTheDocument();
    const proprietorsField = screen
      .getByRole('combobox', { name: 'Proprietors' })
      .closest('.mantine-MultiSelect-root') as HTMLElement;
    await waitFor(() => expect(within(proprietorsField).getByText('Payments team')).toBeInTheDocument());
    expect(within(rule(1)).getByRole('combobox', { name: /^Field/ })).toHaveValue('CVSS 3 score');
    expect(within(rule(1)).getByRole('combobox', { name: /^Operator/ })).toHaveValue('is at least');
    expect(ruleValue(1)).toHaveValue('7.0');
    expect(within(rule(2)).getByRole('combobox', { name: /^Field/ })).toHaveValue('Dangerous dependency');
    expect(within(rule(2)).getByRole('combobox', { name: /^Value/ })).toHaveValue('Yes');
    expect(within(rule(3)).getByRole('combobox', { name: /^Operator/ })).toHaveValue('is one of');
    expect(within(rule(3)).getByText('GPL-3.0-only')).toBeInTheDocument();
    expect(within(rule(3)).getByText('AGPL-3.0-only')).toBeInTheDocument();
    expect(screen.getByText('Builds will fail on this policy')).toBeInTheDocument();

    await user.type(name, ' (strict)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toBe('/policies'));
    const put = writes(calls)[0]!;
    expect(put.method).toBe('PUT');
    expect(await put.json()).toEqual({
      name: 'High CVSS in the payments services (strict)',
      description: HIGH_CVSS.description,
      stages: ['source', 'prod'],
      level: 'warning',
      projects: [1, 2],
      proprietors: [3],
      conditions: HIGH_CVSS.conditions,
      conditions_connector: 'or',
      block_delay_days: null,
      is_active: true,
      is_blocks_build: true,
    });
  });

  it('asks before leaving a form with unsaved changes', async () => {
    mockFetch(policyServer());
    const { user, location } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'half done');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/policies/new');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/policies'));
  });

  it('tells auditors that only administrators can create or change policies', async () => {
    mockFetch(policyServer({}, 'auditor'));
    renderEdit(6);
    expect(await screen.findByText('Only administrators can create or change policies')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
