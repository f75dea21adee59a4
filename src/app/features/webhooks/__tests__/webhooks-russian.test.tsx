import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Webhook } from '../../../../contract/webhooks';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { RetryTimelineCard } from '../retry-timeline';
import { TriggersPage } from '../triggers-page';
import { NewWebhookPage } from '../webhook-form-page';
import { WebhooksPage } from '../webhooks-page';
import { pageOf } from '../../../test/fetch-mock';
import { CHAT, DASHBOARD, FRESH, SIEM, webhookServer, writes } from './fixtures';

/** Five events: the third plural form ("5 событий"), besides CHAT's two and DASHBOARD's one. */
const SCANNER: Webhook = {
  ...CHAT,
  id: 7,
  name: 'Scanner feed',
  events: [
    'project_sca_analysis_started',
    'project_sca_analysis_finished',
    'project_sca_analysis_cancelled',
    'project_sca_analysis_failed',
    'clones_analysis_failed',
  ],
};

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('webhooks in Russian', () => {
  beforeEach(async () => {
    await activateLanguage('ru');
    sessionStore.start(TOKEN, '');
  });
  afterEach(() => vi.useRealTimers());

  it('lists webhooks with Russian headings, statuses, plurals and the state filter', async () => {
    // An hour after DASHBOARD's failure began: "… назад" whatever day the tests run on.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:14:00.000Z'));
    mockFetch(
      webhookServer({ 'GET /api/settings/webhooks/': () => json(pageOf([DASHBOARD, CHAT, SIEM, FRESH, SCANNER])) }),
    );
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<WebhooksPage />, {
      route: '/settings/webhooks?is_active=true',
      path: '/settings/webhooks',
    });
    await screen.findByRole('link', { name: 'Chat alerts' });

    expect(screen.getByRole('heading', { level: 1, name: 'Вебхуки' })).toBeInTheDocument();
    expect(document.title).toBe('Вебхуки · Argus');
    expect(screen.getByRole('link', { name: 'Каталог триггеров' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новый вебхук' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Название',
      'URL',
      'События',
      'Проекты',
      'Состояние доставки',
      'Последняя доставка',
      'Ожидают доставки',
      'Действия',
    ]);

    // One, few, many.
    expect(
      within(rowOf('Build dashboard')).getByRole('button', { name: '1 событие вебхука «Build dashboard»' }),
    ).toBeInTheDocument();
    expect(
      within(rowOf('Chat alerts')).getByRole('button', { name: '2 события вебхука «Chat alerts»' }),
    ).toBeInTheDocument();
    expect(within(rowOf('Scanner feed')).getByText('5 событий')).toBeInTheDocument();

    expect(within(rowOf('Chat alerts')).getByText('Исправен')).toBeInTheDocument();
    expect(within(rowOf('Build dashboard')).getByText(/^Сбои начались .+ назад$/)).toBeInTheDocument();
    expect(
      within(rowOf('Build dashboard')).getByRole('button', {
        name: 'Повторить сейчас доставку ожидающих событий вебхука «Build dashboard»',
      }),
    ).toHaveTextContent('Повторить сейчас');
    expect(within(rowOf('Secrets bot')).getByText('Доставок ещё не было')).toBeInTheDocument();
    expect(within(rowOf('Secrets bot')).getByText('Никогда')).toBeInTheDocument();
    const disabled = within(rowOf('Old SIEM')).getByText('Отключён').closest('[tabindex="0"]');
    expect(disabled).toHaveAccessibleDescription(expect.stringMatching(/^Отключён .+: The target failed for 48 hours/));

    const state = screen.getByRole('combobox', { name: 'Состояние' });
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Включённые и отключённые', 'Включён', 'Отключён']);
    expect(screen.getByRole('button', { name: 'Убрать фильтр «Состояние: Включён»' })).toBeInTheDocument();

    // Trigger labels in the events popover.
    await user.click(within(rowOf('Chat alerts')).getByRole('button', { name: /^2 события/ }));
    expect(
      within(await screen.findByRole('dialog'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Сработала SCA-политика', 'SCA-анализ проекта завершился с ошибкой']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Удалить Chat alerts' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить вебхук «Chat alerts»?' });
    expect(confirm).toHaveTextContent(
      'Argus перестанет отправлять события в «Chat alerts» и удалит вебхук вместе с историей доставок.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));

    mockFetch(
      webhookServer({
        'GET /api/settings/webhooks/': () => json(pageOf([FRESH])),
        'POST /api/settings/webhooks/6/refresh_availability_status/': () =>
          json({ ...FRESH, availability_status: 'unavailable' }),
      }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Обновить статус вебхука «Secrets bot»: отправляет тестовое событие' }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Вебхук «Secrets bot»: недоступен.' })),
    );
  });

  it('says the form’s validation messages in Russian and tests the connection', async () => {
    const { calls } = mockFetch(
      webhookServer({
        'POST /api/settings/webhooks/test/': () =>
          json({ success: true, status_code: 200, duration_ms: 12, error: null }),
      }),
    );
    const { user } = renderWithProviders(<NewWebhookPage />);
    const url = await screen.findByRole('textbox', { name: /URL/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Новый вебхук' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'SCA-анализ проектов' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Политики' })).getByRole('checkbox', { name: 'Выбрать все' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Токен', { selector: 'input' })).toHaveAccessibleDescription(
      expect.stringMatching(/^Необязательно\. Передаётся в заголовке аутентификации/),
    );

    await user.type(url, 'https://user:pw@hooks.example.com/x');
    await user.click(screen.getByRole('button', { name: 'Создать вебхук' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /URL/ })).toHaveAccessibleDescription(
        expect.stringContaining('Учётные данные указывайте в токене, а не в URL.'),
      ),
    );
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveAccessibleDescription(
      expect.stringContaining('Это поле не может быть пустым.'),
    );
    expect(screen.getByRole('group', { name: 'События' })).toHaveAccessibleDescription(
      expect.stringContaining('Выберите хотя бы одно событие.'),
    );
    expect(writes(calls)).toHaveLength(0);

    await user.clear(url);
    await user.type(url, 'https://hooks.example.com/x');
    await user.click(screen.getByRole('button', { name: 'Проверить подключение' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Успешно: HTTP 200 за 12 мс'));
  });

  it.each([
    [1, '1 недоставленное событие'],
    [2, '2 недоставленных события'],
    [5, '5 недоставленных событий'],
  ])('counts %i given-up events in Russian', async (count, givenUp) => {
    const webhook = {
      ...CHAT,
      failing_since: '2026-11-22T11:30:00.000Z',
      next_retry_at: null,
      pending_events_count: count,
      given_up_events_count: count,
    };
    renderWithProviders(<RetryTimelineCard webhook={webhook} onRedeliver={() => {}} />);
    const card = await screen.findByRole('region', { name: 'Сбой доставки' });
    expect(card).toHaveTextContent(givenUp);
    expect(card).toHaveTextContent('Следующая попытка: не запланирована');
    expect(within(card).getByRole('button', { name: 'Повторить доставку' })).toBeInTheDocument();
  });

  // The whole catalog in jsdom: see triggers-page.test.tsx for why it gets more time.
  it('shows the trigger catalog in Russian; trigger values and field names stay as the API names them', {
    timeout: 60_000,
  }, async () => {
    mockFetch(webhookServer());
    renderWithProviders(<TriggersPage />);
    await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { level: 1, name: 'Каталог триггеров' })).toBeInTheDocument();
    const intro = screen.getByText(/^Каждый запрос — это/);
    expect(within(intro).getByText('X-Argus-Delivery').tagName).toBe('CODE');
    expect(within(intro).getByText('{"events": [{"created_at", "trigger", "payload"}]}').tagName).toBe('CODE');

    const osa = within(screen.getByRole('region', { name: 'Политики' })).getByRole('article', {
      name: 'Сработала OSA-политика',
    });
    expect(within(osa).getByText('osa_policy_has_been_triggered')).toBeInTheDocument();
    const fields = within(osa).getByRole('table', { name: 'Данные события «Сработала OSA-политика»' });
    const row = (field: string) => within(fields).getByText(field).closest('tr')!;
    expect(row('artifact_repository_id')).toHaveTextContent(
      'Идентификатор репозитория артефактов, к которому относится образ',
    );
    expect(row('matched_criteria').cells[1]).toHaveTextContent('массив из string');
    expect(row('level').cells[1]).toHaveTextContent('одно из: "info", "warning", "critical"');

    const test = screen.getByRole('region', { name: 'Проверка подключения' });
    expect(test).toHaveTextContent('Отправляется только кнопками «Проверить подключение» и «Обновить статус»');
    expect(test).toHaveTextContent('У события нет данных: {}.');
  });
});
