import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EditPolicyPage, NewPolicyPage } from '../policy-form-page';
import { EXPLOITABLE, HIGH_CVSS, policyServer, STALE } from './fixtures';

type User = ReturnType<typeof userEvent.setup>;

function renderNew() {
  return renderWithProviders(<NewPolicyPage />, { route: '/policies/new', path: '/policies/new' });
}

function renderEdit(id: number) {
  return renderWithProviders(<EditPolicyPage />, { route: `/policies/${id}/edit`, path: '/policies/:id/edit' });
}

const rule = (n: string) => screen.getByRole('group', { name: `Rule ${n}` });
const group = (n: string) => screen.getByRole('group', { name: `Group ${n}` });
const writes = (calls: Request[]) => calls.filter((c) => c.method !== 'GET');

/** Picks rule `n`'s field from the grouped catalog, by typing into its search. */
async function chooseField(user: User, n: string, label: string) {
  const input = within(rule(n)).getByRole('combobox', { name: /^Field/ });
  await user.click(input);
  await user.clear(input);
  await user.type(input, label.slice(0, 6));
  await user.click(await screen.findByRole('option', { name: label }));
}

async function chooseOption(user: User, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A group's and/or: a SegmentedControl, its radios drawn by their labels. */
async function pickCombinator(user: User, scope: HTMLElement, option: 'all of' | 'any of') {
  const radio = within(scope).getAllByRole('radio', { name: option })[0]!;
  await user.click(radio);
  expect(radio).toBeChecked();
}

async function fillBasics(user: User, name = 'Exploitable and fixable') {
  await user.type(await screen.findByRole('textbox', { name: /Name/ }), name);
  await user.click(screen.getByRole('checkbox', { name: 'Build' }));
}

/** The documentation example, built with the pointer: two groups under an "any of" top group. */
async function buildExample(user: User) {
  const conditions = screen.getByRole('group', { name: 'Conditions' });
  // The new form's single empty rule goes; two groups take its place.
  await user.click(screen.getByRole('button', { name: 'Remove rule 1' }));
  await user.click(within(conditions).getByRole('button', { name: 'Add group' }));
  await user.click(within(conditions).getAllByRole('button', { name: 'Add group' }).at(-1)!);
  await pickCombinator(user, conditions, 'any of');

  await chooseField(user, '1.1', 'Exploit exists');
  expect(within(rule('1.1')).getByRole('combobox', { name: /^Operator/ })).toHaveValue('is');
  expect(within(rule('1.1')).getByRole('combobox', { name: /^Value/ })).toHaveValue('Yes');
  await user.click(screen.getByRole('button', { name: 'Add rule to group 1' }));
  await chooseField(user, '1.2', 'Fixed version exists');

  await chooseField(user, '2.1', 'Relation');
  await chooseOption(user, within(rule('2.1')).getByRole('combobox', { name: /^Value/ }), 'Direct');
  await user.click(screen.getByRole('button', { name: 'Add rule to group 2' }));
  await chooseField(user, '2.2', 'CVSS 3 severity');
  expect(within(rule('2.2')).getByRole('combobox', { name: /^Operator/ })).toHaveValue('is at least');
  await chooseOption(user, within(rule('2.2')).getByRole('combobox', { name: /^Value/ }), 'High');
}

const EXAMPLE_TREE = EXPLOITABLE.condition_tree;

describe('rule builder', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('builds nested groups with the pointer and sends the tree', { timeout: 60_000 }, async () => {
    const { calls } = mockFetch(
      policyServer({ 'POST /api/policies/': async (r) => json({ ...EXPLOITABLE, ...(await r.clone().json()) }, 201) }),
    );
    const { user, location } = renderNew();
    await fillBasics(user);
    await buildExample(user);

    // The fields are grouped by the catalog's sections and searchable.
    const field = within(rule('2.2')).getByRole('combobox', { name: /^Field/ });
    await user.click(field);
    expect(await screen.findByRole('group', { name: 'CVSS' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vulnerability' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    await waitFor(() => expect(location()).toBe('/policies'));
    const body = await writes(calls)[0]!.json();
    expect(body.condition_tree).toEqual(EXAMPLE_TREE);
    expect(body).not.toHaveProperty('conditions');
    expect(body).not.toHaveProperty('conditions_connector');
    expect(body.block_delay_days).toBeNull();
  });

  it('removes rules and groups, and offers each field its own operators', { timeout: 60_000 }, async () => {
    mockFetch(policyServer());
    const { user } = renderNew();
    await screen.findByRole('textbox', { name: /Name/ });
    const conditions = screen.getByRole('group', { name: 'Conditions' });
    await user.click(within(conditions).getByRole('button', { name: 'Add group' }));
    expect(group('2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add group to group 2' }));
    expect(group('2.2')).toBeInTheDocument();
    expect(rule('2.2.1')).toBeInTheDocument();

    // A property with a list key offers the text comparisons, then "one of" and "none of"; a number its order.
    await chooseField(user, '1', 'Package URL');
    await user.click(within(rule('1')).getByRole('combobox', { name: /^Operator/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['is', 'is not', 'contains', 'contains (any case)', 'matches the regex', 'is one of', 'is none of']);
    await user.click(screen.getByRole('option', { name: 'matches the regex' }));
    expect(within(rule('1')).getByRole('textbox', { name: /^Value/ })).toHaveAccessibleDescription(
      'A JavaScript regular expression, e.g. ^pkg:npm/lodash@.',
    );

    await chooseField(user, '2.1', 'CVSS 3 score');
    await user.click(within(rule('2.1')).getByRole('combobox', { name: /^Operator/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['is at least', 'is at most', 'is']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Remove group 2.2' }));
    expect(screen.queryByRole('group', { name: 'Group 2.2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add rule to group 2' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove group 2' }));
    expect(screen.queryByRole('group', { name: 'Group 2' })).not.toBeInTheDocument();
    expect(rule('1')).toBeInTheDocument();
  });

  it('lists each property once; "is one of" writes its *_list key, and a policy with one opens on that property (issue 29)', {
    timeout: 60_000,
  }, async () => {
    const { calls } = mockFetch(
      policyServer({ 'POST /api/policies/': async (r) => json({ ...HIGH_CVSS, ...(await r.clone().json()) }, 201) }),
    );
    const { user } = renderNew();
    await fillBasics(user, 'Copyleft');
    const field = within(rule('1')).getByRole('combobox', { name: /^Field/ });
    await user.click(field);
    const fields = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(fields.filter((name) => name?.startsWith('License'))).toEqual(['License', 'License category']);
    expect(fields.filter((name) => /\(list\)/.test(name ?? ''))).toEqual([]);
    await user.keyboard('{Escape}');

    await chooseField(user, '1', 'License');
    const operator = within(rule('1')).getByRole('combobox', { name: /^Operator/ });
    await user.click(operator);
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['is', 'is not', 'contains', 'contains (any case)', 'matches the regex', 'is one of', 'is none of']);
    await user.click(screen.getByRole('option', { name: 'is one of' }));
    expect(within(rule('1')).getByRole('combobox', { name: /^Field/ })).toHaveValue('License');
    // A list of tags now, with the list key's help.
    const value = within(rule('1')).getByRole('combobox', { name: /^Value/ });
    expect(value).toHaveAccessibleDescription(/Comma-separated SPDX ids\./);
    await user.type(value, 'GPL-3.0-only,AGPL-3.0-only,');
    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = await writes(calls)[0]!.json();
    expect(body.conditions).toEqual({ license_list: 'GPL-3.0-only,AGPL-3.0-only' });
  });

  it('opens a policy\'s *_list rule on its property with "is one of", and "is not" turns it back into the single key (issue 29)', {
    timeout: 60_000,
  }, async () => {
    const { calls } = mockFetch(
      policyServer({ 'PUT /api/policies/6/': async (r) => json({ ...HIGH_CVSS, ...(await r.clone().json()) }) }),
    );
    const { user, location } = renderEdit(6);
    await screen.findByRole('textbox', { name: /Name/ });
    expect(within(rule('3')).getByRole('combobox', { name: /^Field/ })).toHaveValue('License');
    expect(within(rule('3')).getByRole('combobox', { name: /^Operator/ })).toHaveValue('is one of');
    expect(within(rule('3')).getByRole('combobox', { name: /^Value/ })).toHaveAccessibleDescription(
      /Comma-separated SPDX ids\./,
    );

    await chooseOption(user, within(rule('3')).getByRole('combobox', { name: /^Operator/ }), 'is not');
    expect(within(rule('3')).getByRole('combobox', { name: /^Field/ })).toHaveValue('License');
    await user.clear(within(rule('3')).getByRole('textbox', { name: /^Value/ }));
    await user.type(within(rule('3')).getByRole('textbox', { name: /^Value/ }), 'MIT');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toBe('/policies'));
    const body = await writes(calls)[0]!.json();
    expect(body.condition_tree.rules[2]).toEqual({ field: 'license', operator: 'neq', value: 'MIT' });
  });

  it('is used with the keyboard alone: add, choose, type, remove', { timeout: 60_000 }, async () => {
    const { calls } = mockFetch(
      policyServer({ 'POST /api/policies/': async (r) => json({ ...HIGH_CVSS, ...(await r.clone().json()) }, 201) }),
    );
    const { user, location } = renderNew();
    await fillBasics(user, 'Keyboard');
    const addRule = screen.getByRole('button', { name: 'Add rule' });
    addRule.focus();
    await user.keyboard('{Enter}');
    // The new rule's field takes the focus; typing searches the catalog, arrows and Enter choose.
    const field = within(rule('2')).getByRole('combobox', { name: /^Field/ });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('CVSS 3 sc');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('CVSS 3 score');
    await user.tab();
    expect(within(rule('2')).getByRole('combobox', { name: /^Operator/ })).toHaveFocus();
    await user.tab();
    const score = within(rule('2')).getByRole('textbox', { name: /^Value/ });
    expect(score).toHaveFocus();
    await user.keyboard('7.5');

    // Rule 1 is still empty: Tab back to its Remove and press it; the focus goes to "Add rule".
    const remove = screen.getByRole('button', { name: 'Remove rule 1' });
    remove.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(addRule).toHaveFocus());
    expect(screen.queryByRole('group', { name: 'Rule 2' })).not.toBeInTheDocument();
    expect(within(rule('1')).getByRole('textbox', { name: /^Value/ })).toHaveValue('7.5');

    // A group from the keyboard: its first rule's field takes the focus.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add group' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(rule('2.1')).getByRole('combobox', { name: /^Field/ })).toHaveFocus());
    await user.keyboard('Dangerous{ArrowDown}{Enter}');
    expect(within(rule('2.1')).getByRole('combobox', { name: /^Field/ })).toHaveValue('Dangerous dependency');

    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    await waitFor(() => expect(location()).toBe('/policies'));
    expect((await writes(calls)[0]!.json()).condition_tree).toEqual({
      combinator: 'and',
      rules: [
        { field: 'cvss3_score', operator: 'gte', value: '7.5' },
        { combinator: 'and', rules: [{ field: 'dependency_is_dangerous', operator: 'eq', value: 'true' }] },
      ],
    });
  });

  it('stops nesting at the contract depth: "Add group" is disabled in a group five levels deep', {
    timeout: 60_000,
  }, async () => {
    mockFetch(policyServer());
    const { user } = renderNew();
    await screen.findByRole('textbox', { name: /Name/ });
    await user.click(
      within(screen.getByRole('group', { name: 'Conditions' })).getByRole('button', { name: 'Add group' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add group to group 2' }));
    await user.click(screen.getByRole('button', { name: 'Add group to group 2.2' }));
    await user.click(screen.getByRole('button', { name: 'Add group to group 2.2.2' }));
    // The top group is level 1, so group 2.2.2.2 is level 5.
    expect(screen.getByRole('button', { name: 'Add group to group 2.2.2' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add group to group 2.2.2.2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add rule to group 2.2.2.2' })).toBeEnabled();
    expect(within(group('2.2.2.2')).getByText('Groups nest at most 5 levels deep.')).toBeInTheDocument();
  });

  it('shows its own messages on the rule and on an emptied group, and sends nothing', { timeout: 60_000 }, async () => {
    const { calls } = mockFetch(policyServer());
    const { user } = renderNew();
    await fillBasics(user);
    await user.click(
      within(screen.getByRole('group', { name: 'Conditions' })).getByRole('button', { name: 'Add group' }),
    );
    await chooseField(user, '1', 'CVSS 3 score');
    await user.type(within(rule('1')).getByRole('textbox', { name: /^Value/ }), '11');
    await user.click(screen.getByRole('button', { name: 'Remove rule 2.1' }));
    await user.click(screen.getByRole('button', { name: 'Create policy' }));

    const score = within(rule('1')).getByRole('textbox', { name: /^Value/ });
    await waitFor(() => expect(score).toHaveAttribute('aria-invalid', 'true'));
    expect(score).toHaveAccessibleDescription(expect.stringContaining('A CVSS score is at most 10.'));
    expect(within(group('2')).getByRole('alert')).toHaveTextContent('Add at least one rule.');
    expect(writes(calls)).toHaveLength(0);

    // Another field for rule 1: its operator and value start again from the field's defaults, with no stale message.
    await chooseField(user, '1', 'Dangerous dependency');
    await waitFor(() =>
      expect(within(rule('1')).getByRole('combobox', { name: /^Value/ })).not.toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(rule('1')).getByRole('combobox', { name: /^Operator/ })).toHaveValue('is');
    expect(within(rule('1')).getByRole('combobox', { name: /^Operator/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(rule('1')).getByRole('combobox', { name: /^Value/ })).toHaveValue('Yes');

    await user.click(screen.getByRole('button', { name: 'Add rule to group 2' }));
    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    const field = within(rule('2.1')).getByRole('combobox', { name: /^Field/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Choose a field.'));
    expect(writes(calls)).toHaveLength(0);
  });

  it("puts the server's messages on the rule at their path and focuses the first", { timeout: 60_000 }, async () => {
    mockFetch(
      policyServer({
        'PUT /api/policies/7/': () =>
          json(
            {
              condition_tree: {
                rules: {
                  '1': { rules: { '0': { value: ['Must be "direct" or "transitive".'] } } },
                  '0': { non_field_errors: ['Groups nest at most 5 levels deep.'] },
                },
              },
            },
            400,
          ),
      }),
    );
    const { user, location } = renderEdit(7);
    await screen.findByRole('textbox', { name: /Name/ });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const relation = within(rule('2.1')).getByRole('combobox', { name: /^Value/ });
    await waitFor(() => expect(relation).toHaveAttribute('aria-invalid', 'true'));
    expect(relation).toHaveAccessibleDescription(expect.stringContaining('Must be "direct" or "transitive".'));
    expect(relation).toHaveFocus();
    expect(within(group('1')).getByRole('alert')).toHaveTextContent('Groups nest at most 5 levels deep.');
    // Only that rule is marked.
    expect(within(rule('2.2')).getByRole('combobox', { name: /^Value/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(rule('1.1')).getByRole('combobox', { name: /^Value/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/policies/7/edit');
  });

  it('opens a flat policy as one group and, untouched, saves its flat conditions back unchanged', {
    timeout: 60_000,
  }, async () => {
    const { calls } = mockFetch(
      policyServer({ 'PUT /api/policies/5/': async (r) => json({ ...STALE, ...(await r.clone().json()) }) }),
    );
    const { user, location } = renderEdit(5);
    await screen.findByRole('textbox', { name: /Name/ });
    const conditions = screen.getByRole('group', { name: 'Conditions' });
    expect(within(conditions).queryByRole('group', { name: /^Group/ })).not.toBeInTheDocument();
    expect(within(conditions).getAllByRole('radio', { name: 'all of' })[0]).toBeChecked();
    expect(within(rule('1')).getByRole('combobox', { name: /^Field/ })).toHaveValue('Dependency age (days)');
    expect(within(rule('1')).getByRole('combobox', { name: /^Operator/ })).toHaveValue('is at least');
    expect(within(rule('1')).getByRole('textbox', { name: /^Value/ })).toHaveValue('1095');
    expect(within(rule('2')).getByRole('combobox', { name: /^Field/ })).toHaveValue('Relation');
    expect(within(rule('2')).getByRole('combobox', { name: /^Value/ })).toHaveValue('Direct');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toBe('/policies'));
    const body = await writes(calls)[0]!.json();
    expect(body.conditions).toEqual(STALE.conditions);
    expect(Object.keys(body.conditions)).toEqual(Object.keys(STALE.conditions));
    expect(body.conditions_connector).toBe('and');
    expect(body).not.toHaveProperty('condition_tree');
  });

  it('a flat policy given another operator is sent as a tree', { timeout: 60_000 }, async () => {
    const { calls } = mockFetch(
      policyServer({ 'PUT /api/policies/5/': async (r) => json({ ...STALE, ...(await r.clone().json()) }) }),
    );
    const { user, location } = renderEdit(5);
    await screen.findByRole('textbox', { name: /Name/ });
    await chooseOption(user, within(rule('1')).getByRole('combobox', { name: /^Operator/ }), 'is at most');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toBe('/policies'));
    const body = await writes(calls)[0]!.json();
    expect(body).not.toHaveProperty('conditions');
    expect(body.condition_tree).toEqual({
      combinator: 'and',
      rules: [
        { field: 'dependency_age_days', operator: 'lte', value: '1095' },
        { field: 'relation', operator: 'eq', value: 'direct' },
      ],
    });
  });

  it('a tree policy opens with its groups and, untouched, saves the same tree back', { timeout: 60_000 }, async () => {
    const { calls } = mockFetch(
      policyServer({ 'PUT /api/policies/7/': async (r) => json({ ...EXPLOITABLE, ...(await r.clone().json()) }) }),
    );
    const { user, location } = renderEdit(7);
    await screen.findByRole('textbox', { name: /Name/ });
    expect(
      within(screen.getByRole('group', { name: 'Conditions' })).getAllByRole('radio', { name: 'any of' })[0],
    ).toBeChecked();
    expect(within(group('1')).getByRole('radio', { name: 'all of' })).toBeChecked();
    expect(within(rule('2.2')).getByRole('combobox', { name: /^Value/ })).toHaveValue('High');
    expect(screen.getByRole('checkbox', { name: /Delayed block/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Delay for \(days\)/ })).toHaveValue('7');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toBe('/policies'));
    const body = await writes(calls)[0]!.json();
    expect(body.condition_tree).toEqual(EXAMPLE_TREE);
    expect(body.block_delay_days).toBe(7);
  });
});
