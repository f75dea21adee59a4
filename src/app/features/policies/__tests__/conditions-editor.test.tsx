import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConditionDefinition } from '../../../../contract/conditions';
import { i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { theme } from '../../../theme';
import { ConditionValueInput } from '../condition-value-input';
import { NewPolicyPage } from '../policy-form-page';
import { HIGH_CVSS, policyServer } from './fixtures';

function renderNew() {
  return renderWithProviders(<NewPolicyPage />, { route: '/policies/new', path: '/policies/new' });
}

type User = ReturnType<typeof userEvent.setup>;

/** The value input with its value held in state, as the editor holds it; `onChange` sees each new value. */
function ControlledValueInput(props: { definition: ConditionDefinition; onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ConditionValueInput
      definition={props.definition}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** Picks a condition for row `n` (1-based) from the grouped catalog. */
async function chooseCondition(user: User, n: number, label: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^Condition ${n}`) }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** Fills what every policy needs besides its conditions. */
async function fillBasics(user: User) {
  await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Everything');
  await user.click(screen.getByRole('checkbox', { name: /Build/ }));
}

const posted = async (calls: Request[]) => {
  const post = calls.find((c) => c.method === 'POST');
  return post ? await post.clone().json() : undefined;
};

describe('conditions editor', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('number, boolean and severity conditions get a NumberInput, a Switch and a Select; values are strings', async () => {
    const { calls } = mockFetch(policyServer({ 'POST /api/policies/': () => json({ ...HIGH_CVSS, id: 40 }, 201) }));
    const { user, location } = renderNew();
    await fillBasics(user);

    await chooseCondition(user, 1, 'CVSS 3 score at least');
    const score = screen.getByRole('textbox', { name: /CVSS 3 score at least/ });
    expect(score).toHaveAccessibleDescription('From 0.0 to 10.0.');
    await user.type(score, '7.5');

    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await chooseCondition(user, 2, 'Dependency is dangerous');
    const dangerous = screen.getByRole('switch', { name: 'Dependency is dangerous' });
    expect(dangerous).toBeChecked();
    expect(dangerous).toHaveAccessibleDescription('The version is known to be malicious or hijacked.');
    await user.click(dangerous);

    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await chooseCondition(user, 3, 'CVSS 3 severity at least');
    await user.click(screen.getByRole('combobox', { name: /CVSS 3 severity at least/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Low', 'Medium', 'High', 'Critical']);
    await user.click(within(listbox).getByRole('option', { name: 'High' }));

    await user.click(screen.getByRole('radio', { name: 'any of' }));
    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    await waitFor(() => expect(location()).toBe('/policies'));
    expect(await posted(calls)).toMatchObject({
      conditions: { cvss3_score: '7.5', dependency_is_dangerous: 'false', cvss3_severity: 'high' },
      conditions_connector: 'or',
    });
  });

  it('list, string and relation conditions get a TagsInput (comma-separated), a TextInput and a Select', async () => {
    const { calls } = mockFetch(policyServer({ 'POST /api/policies/': () => json({ ...HIGH_CVSS, id: 41 }, 201) }));
    const { user, location } = renderNew();
    await fillBasics(user);

    await chooseCondition(user, 1, 'License is one of');
    await user.type(screen.getByRole('combobox', { name: /License is one of/ }), 'GPL-3.0-only{Enter}AGPL-3.0-only,');

    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await chooseCondition(user, 2, 'Dependency name');
    await user.type(screen.getByRole('textbox', { name: /Dependency name/ }), 'left-pad');

    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await chooseCondition(user, 3, 'Relation');
    await user.click(screen.getByRole('combobox', { name: /^Relation/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Direct', 'Transitive']);
    await user.click(within(listbox).getByRole('option', { name: 'Transitive' }));

    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    await waitFor(() => expect(location()).toBe('/policies'));
    expect(await posted(calls)).toMatchObject({
      conditions: { license_list: 'GPL-3.0-only,AGPL-3.0-only', dependency_name: 'left-pad', relation: 'transitive' },
      conditions_connector: 'and',
    });
  });

  it('a date condition gets a date input whose value is YYYY-MM-DD', async () => {
    const definition: ConditionDefinition = {
      key: 'published_before',
      label: 'Published before',
      value_type: 'date',
      help: 'A date like 2026-01-31.',
      group: 'other',
    };
    let current = '';
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme} env="test">
        <I18nProvider i18n={i18n}>
          <ControlledValueInput
            definition={definition}
            onChange={(value) => {
              current = value;
            }}
          />
        </I18nProvider>
      </MantineProvider>,
    );
    const input = screen.getByLabelText(/Published before/);
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAccessibleDescription('A date like 2026-01-31.');
    await user.type(input, '2026-01-31');
    expect(current).toBe('2026-01-31');
  });

  it('shows client-side messages next to each row and sends nothing', async () => {
    const { calls } = mockFetch(policyServer());
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Strict');
    await user.click(screen.getByRole('checkbox', { name: /Prod/ }));
    await chooseCondition(user, 1, 'CVSS 3 score at least');
    await user.type(screen.getByRole('textbox', { name: /CVSS 3 score at least/ }), '11');
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await chooseCondition(user, 2, 'Dependency name');
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.click(screen.getByRole('button', { name: 'Create policy' }));

    const score = screen.getByRole('textbox', { name: /CVSS 3 score at least/ });
    await waitFor(() => expect(score).toHaveAttribute('aria-invalid', 'true'));
    expect(score).toHaveAccessibleDescription(expect.stringContaining('A CVSS score is at most 10.'));
    const name = screen.getByRole('textbox', { name: /Dependency name/ });
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Enter a value.'));
    const third = screen.getByRole('combobox', { name: /^Condition 3/ });
    expect(third).toHaveAttribute('aria-invalid', 'true');
    expect(third).toHaveAccessibleDescription(expect.stringContaining('Choose a condition.'));
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);

    // Fixing a value clears its message.
    await user.clear(score);
    await user.type(score, '9.8');
    await waitFor(() => expect(score).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('removing every row says a condition is needed', async () => {
    mockFetch(policyServer());
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Empty');
    await user.click(screen.getByRole('checkbox', { name: /Dev/ }));
    await user.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    expect(await screen.findByText('Add at least one condition.')).toBeInTheDocument();
  });

  it('never offers a condition twice: a key used in one row is disabled in the others', async () => {
    mockFetch(policyServer());
    const { user } = renderNew();
    await screen.findByRole('textbox', { name: /Name/ });
    await chooseCondition(user, 1, 'CVSS 3 score at least');
    await user.click(screen.getByRole('button', { name: 'Add condition' }));

    await user.click(screen.getByRole('combobox', { name: /^Condition 2/ }));
    const used = await screen.findByRole('option', { name: 'CVSS 3 score at least' });
    expect(used).toHaveAttribute('aria-disabled', 'true');
    await user.click(used);
    expect(screen.getByRole('combobox', { name: /^Condition 2/ })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'CVSS 2 score at least' })).not.toHaveAttribute('aria-disabled');

    // The catalog is grouped.
    expect(screen.getByRole('group', { name: 'CVSS' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'License' })).toBeInTheDocument();

    // Freed again once its row is removed.
    await user.click(screen.getByRole('option', { name: 'CVSS 2 score at least' }));
    await user.click(screen.getByRole('button', { name: /Remove condition 1/ }));
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.click(screen.getByRole('combobox', { name: /^Condition 2/ }));
    expect(await screen.findByRole('option', { name: 'CVSS 3 score at least' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('option', { name: 'CVSS 2 score at least' })).toHaveAttribute('aria-disabled', 'true');
  });
});
