import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { STAGE_LABELS } from '../../../lib/stage-labels';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { NewPolicyPage } from '../policy-form-page';
import { policyServer } from './fixtures';

function renderNew() {
  return renderWithProviders(<NewPolicyPage />, { route: '/policies/new', path: '/policies/new' });
}

const writes = (calls: Request[]) => calls.filter((c) => c.method !== 'GET');
const rule = (n: number) => screen.getByRole('group', { name: `Правило ${n}` });

describe('policy form in Russian', () => {
  beforeEach(async () => {
    sessionStore.start(TOKEN, '');
    await activateLanguage('ru');
  });

  it('labels the form in Russian', async () => {
    mockFetch(policyServer());
    renderNew();
    expect(screen.getByRole('heading', { level: 1, name: 'Новая политика' })).toBeInTheDocument();
    expect(document.title).toBe('Новая политика · Argus');
    const name = await screen.findByRole('textbox', { name: /Название/ });
    expect(screen.getByRole('textbox', { name: 'Описание' })).toHaveAccessibleDescription(
      'Зачем нужна политика и что делать при совпадении.',
    );
    expect(screen.getByRole('radio', { name: 'Критический' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'все условия' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'любое из условий' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Проекты' })).toHaveAttribute(
      'placeholder',
      'Применяется ко всем проектам',
    );
    expect(screen.getByRole('switch', { name: 'Блокирует сборку' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Условия' })).toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the contract checks and its own row checks in Russian and sends nothing', async () => {
    const { calls } = mockFetch(policyServer());
    const { user } = renderNew();
    const name = await screen.findByRole('textbox', { name: /Название/ });
    // Rule 1: a CVSS score over 10, rule 2: no field chosen.
    await user.click(within(rule(1)).getByRole('combobox', { name: /^Поле/ }));
    expect(screen.getByRole('group', { name: 'Лицензии' })).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Оценка CVSS 3' }));
    expect(within(rule(1)).getByRole('combobox', { name: /^Оператор/ })).toHaveValue('не меньше');
    const score = within(rule(1)).getByRole('textbox', { name: /^Значение/ });
    expect(score).toHaveAccessibleDescription('От 0.0 до 10.0.');
    await user.type(score, '11');
    await user.click(screen.getByRole('button', { name: 'Добавить правило' }));
    expect(screen.getByRole('button', { name: 'Удалить правило 1' })).toHaveTextContent('Удалить');
    expect(screen.getByRole('button', { name: 'Удалить правило 2' })).toHaveTextContent('Удалить');
    await user.click(screen.getByRole('button', { name: 'Добавить группу' }));
    expect(screen.getByRole('group', { name: 'Группа 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить правило в группу 3' })).toHaveTextContent('Добавить правило');
    await user.click(screen.getByRole('button', { name: 'Удалить группу 3' }));
    await user.click(screen.getByRole('button', { name: 'Создать политику' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Это поле не может быть пустым.');
    expect(screen.getByText('Выберите хотя бы одну стадию.')).toBeInTheDocument();
    expect(score).toHaveAccessibleDescription(expect.stringContaining('Оценка CVSS не может быть больше 10.'));
    expect(within(rule(2)).getByRole('combobox', { name: /^Поле/ })).toHaveAccessibleDescription(
      expect.stringContaining('Выберите поле.'),
    );
    expect(writes(calls)).toHaveLength(0);
  });

  it('says in Russian that a rule is needed and shows a server message for a condition it does not show', async () => {
    mockFetch(
      policyServer({
        'POST /api/policies/': () => json({ conditions: { cwe: ['Неизвестное условие «cwe».'] } }, 400),
      }),
    );
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /Название/ }), 'Пустая');
    await user.click(screen.getByRole('checkbox', { name: STAGE_LABELS.dev }));
    await user.click(screen.getByRole('button', { name: 'Удалить правило 1' }));
    await user.click(screen.getByRole('button', { name: 'Создать политику' }));
    expect(await screen.findByText('Добавьте хотя бы одно правило.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Добавить правило' }));
    await user.click(within(rule(1)).getByRole('combobox', { name: /^Поле/ }));
    await user.click(await screen.findByRole('option', { name: 'Опасная зависимость' }));
    const value = within(rule(1)).getByRole('combobox', { name: /^Значение/ });
    expect(value).toHaveValue('Да');
    expect(value).toHaveAccessibleDescription('Версия известна как вредоносная или скомпрометированная.');
    await user.click(screen.getByRole('button', { name: 'Создать политику' }));
    const alert = (await screen.findByText('CWE: Неизвестное условие «cwe».')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Политика не сохранена');
  });
});
