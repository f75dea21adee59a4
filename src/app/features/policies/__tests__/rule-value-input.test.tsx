import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Operator } from '../../../../contract/condition-tree';
import { type ConditionDefinition, conditionByKey } from '../../../../contract/conditions';
import { i18n } from '../../../lib/i18n';
import { theme } from '../../../theme';
import { RuleValueInput } from '../rule-value-input';

/** The input with its value held in state, as the builder holds it; `seen` records each new value. */
function Controlled({
  definition,
  operator,
  seen,
}: {
  definition: ConditionDefinition;
  operator: Operator;
  seen: string[];
}) {
  const [value, setValue] = useState('');
  return (
    <RuleValueInput
      definition={definition}
      operator={operator}
      value={value}
      onChange={(next) => {
        setValue(next);
        seen.push(next);
      }}
    />
  );
}

function renderInput(key: string | ConditionDefinition, operator: Operator) {
  const definition = typeof key === 'string' ? conditionByKey(key)! : key;
  const seen: string[] = [];
  const user = userEvent.setup();
  render(
    <MantineProvider theme={theme} env="test">
      <I18nProvider i18n={i18n}>
        <Controlled definition={definition} operator={operator} seen={seen} />
      </I18nProvider>
    </MantineProvider>,
  );
  return { user, seen };
}

const optionsOf = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('combobox', { name: /^Value/ }));
  return within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
};

describe('rule value input, typed per value type and operator', () => {
  it('a number is a number input whose value is sent as text', async () => {
    const { user, seen } = renderInput('cvss3_score', 'gte');
    const input = screen.getByRole('textbox', { name: /^Value/ });
    expect(input).toHaveAccessibleDescription('From 0.0 to 10.0.');
    await user.type(input, '7.5');
    expect(seen.at(-1)).toBe('7.5');
  });

  it('a severity is a choice from low to critical', async () => {
    const { user, seen } = renderInput('cvss3_severity', 'gte');
    expect(await optionsOf(user)).toEqual(['Low', 'Medium', 'High', 'Critical']);
    await user.click(screen.getByRole('option', { name: 'High' }));
    expect(seen).toEqual(['high']);
  });

  it('a yes/no is a choice of Yes and No', async () => {
    const { user, seen } = renderInput('vulnerability_has_exploit', 'eq');
    expect(await optionsOf(user)).toEqual(['Yes', 'No']);
    await user.click(screen.getByRole('option', { name: 'No' }));
    expect(seen).toEqual(['false']);
  });

  it('a list is tags, sent comma-separated; "none of" takes tags too', async () => {
    const { user, seen } = renderInput('license_list', 'not_in');
    const input = screen.getByRole('combobox', { name: /^Value/ });
    expect(input).toHaveAccessibleDescription('Comma-separated SPDX ids. Press Enter or type a comma after each.');
    await user.type(input, 'GPL-3.0-only{Enter}AGPL-3.0-only,');
    expect(seen.at(-1)).toBe('GPL-3.0-only,AGPL-3.0-only');
  });

  it('a date is a date input whose value is YYYY-MM-DD', async () => {
    const definition: ConditionDefinition = {
      key: 'published_before',
      label: 'Published before',
      value_type: 'date',
      help: 'A date like 2026-01-31.',
      group: 'other',
    };
    const { user, seen } = renderInput(definition, 'lte');
    const input = screen.getByLabelText(/^Value/);
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAccessibleDescription('A date like 2026-01-31.');
    await user.type(input, '2026-01-31');
    expect(seen.at(-1)).toBe('2026-01-31');
  });

  it('a relation is a choice when compared as is, free text when searched in', async () => {
    const { user, seen } = renderInput('relation', 'neq');
    expect(await optionsOf(user)).toEqual(['Direct', 'Transitive']);
    await user.click(screen.getByRole('option', { name: 'Transitive' }));
    expect(seen).toEqual(['transitive']);
  });

  it('a regular expression is free text with its own help', async () => {
    const { user, seen } = renderInput('relation', 'regex');
    const input = screen.getByRole('textbox', { name: /^Value/ });
    expect(input).toHaveAccessibleDescription('A JavaScript regular expression, e.g. ^pkg:npm/lodash@.');
    await user.type(input, '^dir');
    expect(seen.at(-1)).toBe('^dir');
  });
});
