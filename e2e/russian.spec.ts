import type { Page } from '@playwright/test';
import { startReceiver, type Receiver } from '../src/server/delivery/receiver';
import { englishIn, englishOnlyWords, pageTexts } from './english-words';
import { expect, test } from './fixtures';

/**
 * The administrator's main flow once, in Russian (issue 14): sign in after choosing Русский on the
 * login page, create a policy with a condition, create a webhook after «Проверить подключение»,
 * start SCA of a project and see the alert the policy raised. Every control is found by its Russian
 * name; axe judges each page in Russian. The policy matches lodash's CVE in the demo's payments-api.
 */
const POLICY = 'E2E русская политика';
const HOOK = 'e2e-ru-hook';
const TOKEN = 'e2e-ru-secret';

/** The stage names as the Russian console writes them (src/app/lib/locales/ru.json). */
const STAGE_RU: Record<string, string> = {
  dev: 'Разработка',
  source: 'Исходный код',
  build: 'Сборка',
  stage: 'Стейджинг',
  test: 'Тестирование',
  prod: 'Продакшн',
  proxy: 'Прокси',
};

let receiver: Receiver;

test.beforeAll(async () => {
  receiver = await startReceiver({ token: TOKEN });
});

test.afterAll(async () => {
  await receiver.close();
});

/** A SegmentedControl option: its radio is drawn by its label, the input itself is hidden. */
async function pick(page: Page, option: string) {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
  await expect(page.getByRole('radio', { name: option })).toBeChecked();
}

test('the administrator’s main flow in Russian', async ({ page, adminToken, adminApi, expectAccessible }) => {
  // Four sections, a run to wait for and nine axe runs.
  test.setTimeout(180_000);
  const project = await adminApi.project('payments-api');

  // The login page in Russian, chosen there; <html lang> follows.
  await page.goto('/login');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вход в Argus' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expectAccessible();
  await page.getByLabel('Токен API').fill(adminToken);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });

  // A policy with one condition.
  await nav.getByRole('group', { name: 'Политики и оповещения' }).getByRole('link', { name: 'Политики' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Политики' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('link', { name: 'Новая политика' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Новая политика' })).toBeVisible();
  // Nothing filled in: the contract's messages in Russian, next to their fields.
  await page.getByRole('button', { name: 'Создать политику' }).click();
  await expect(page.getByText('Выберите хотя бы одну стадию.')).toBeVisible();
  await expect(page.getByLabel('Название')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible();
  await page.getByLabel('Название').fill(POLICY);
  await page.getByRole('checkbox', { name: STAGE_RU[project.stage]!, exact: true }).check();
  await pick(page, 'Критический');
  const projects = page.getByRole('combobox', { name: 'Проекты' });
  await projects.click();
  await projects.fill('payments');
  await page.getByRole('option', { name: 'payments-api' }).click();
  await page.keyboard.press('Escape');
  const rule = page.getByRole('group', { name: 'Правило 1', exact: true });
  await rule.getByRole('combobox', { name: 'Поле' }).click();
  await page.getByRole('option', { name: 'Идентификатор уязвимости', exact: true }).click();
  await expect(rule.getByRole('combobox', { name: 'Оператор' })).toHaveValue('равно');
  await rule.getByRole('textbox', { name: 'Значение' }).fill('CVE-2021-23337');
  await page.getByRole('button', { name: 'Создать политику' }).click();
  await expect(page).toHaveURL(/\/policies$/);
  await expect(page.getByText(`Политика «${POLICY}» создана.`)).toBeVisible();

  // A webhook, its connection tested before it is saved.
  await nav.getByRole('group', { name: 'Настройки' }).getByRole('link', { name: 'Вебхуки' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вебхуки' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('link', { name: 'Новый вебхук' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Новый вебхук' })).toBeVisible();
  await page.getByRole('button', { name: 'Создать вебхук' }).click();
  await expect(page.getByText('Выберите хотя бы одно событие.')).toBeVisible();
  await page.getByLabel('Название').fill(HOOK);
  await page.getByLabel('URL').fill(receiver.url);
  await page.getByLabel('Токен', { exact: true }).fill(TOKEN);
  await page
    .getByRole('group', { name: 'События' })
    .getByRole('group', { name: 'SCA-анализ проектов' })
    .getByRole('checkbox', { name: 'Выбрать все' })
    .check();
  await page.getByRole('button', { name: 'Проверить подключение' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Успешно/ })).toHaveText(/^Успешно: HTTP 200 за \d+ мс$/);
  expect(receiver.requests.at(-1)?.tokenMatched).toBe(true);
  await expectAccessible();
  await page.getByRole('button', { name: 'Создать вебхук' }).click();
  await expect(page).toHaveURL(/\/settings\/webhooks$/);
  await expect(page.getByRole('table', { name: 'Вебхуки' }).getByRole('row').filter({ hasText: HOOK })).toBeVisible();

  // SCA of the project, followed on its run page until it has ended.
  await nav.getByRole('link', { name: 'Проекты' }).click();
  await page.getByRole('table', { name: 'Проекты' }).getByRole('link', { name: 'payments-api', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'payments-api' })).toBeVisible();
  await expectAccessible();
  await page
    .getByRole('group', { name: 'Запустить анализ проекта payments-api' })
    .getByRole('button', { name: 'Запустить SCA' })
    .click();
  await page.getByRole('link', { name: /^Открыть запуск №\d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Запуск №\d+: SCA проекта$/ })).toBeVisible();
  const status = page.locator('dt', { hasText: /^Статус$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(status).toHaveText('Завершён', { timeout: 90_000 });
  await expectAccessible();

  // The alert the policy raised, from the project's page.
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('link', { name: 'Оповещения проекта' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Оповещения' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Активные' })).toHaveAttribute('aria-selected', 'true');
  const alerts = page.getByRole('table', { name: 'Активные оповещения' });
  const alert = alerts.getByRole('row').filter({ has: page.getByRole('link', { name: POLICY }) });
  await expect(alert).toHaveCount(1);
  await expect(alert.getByText('Критический')).toBeVisible();
  await expectAccessible();
});

test('the Russian alerts page holds no word of the English catalogs, seen or heard (issue 29)', async ({
  page,
  adminApi,
  adminToken,
}) => {
  test.setTimeout(120_000);
  const project = await adminApi.project('payments-api');
  // Rules of several kinds, so that the criteria name fields, operators, choices and values.
  await adminApi.createPolicy({
    name: 'E2E russian words',
    stages: [project.stage],
    level: 'warning',
    projects: [project.id],
    condition_tree: {
      combinator: 'or',
      rules: [
        { field: 'cvss3_score', operator: 'gte', value: '7.0' },
        { field: 'license_category_list', operator: 'in', value: 'permissive,weak_copyleft' },
        { field: 'relation', operator: 'eq', value: 'direct' },
      ],
    },
  });
  await adminApi.runSca(project.id, 60_000);

  await page.goto('/login');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Русский' }).click();
  await page.getByLabel('Токен API').fill(adminToken);
  await page.getByRole('button', { name: 'Войти' }).click();
  // Signed in before the next address is opened: a page opened while the sign-in is still checking the
  // token finds no session and shows the login page.
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await page.goto(`/alerts?project=${project.id}`);
  const table = page.getByRole('table', { name: 'Активные оповещения' });
  const ours = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'E2E russian words' }) });
  await expect(ours.first()).toBeVisible();
  await expect(ours.first()).toContainText(/Оценка CVSS 3 не меньше 7\.0|Категория лицензии одно из|Тип зависимости/);
  await expect(page.getByRole('button', { name: 'Убрать фильтр «Проект: payments-api»' })).toBeVisible();

  // The data the page shows as it is stored: names, purls and the packages they name, the signed-in user.
  type Alert = { policy_name: string; dependency_purl: string };
  const shown = await adminApi.get<{ results: Alert[] }>(
    `/api/policy_alerts/?project=${project.id}&status=active&page=1&per_page=20`,
  );
  const packageOf = (purl: string) => {
    const named = purl.split('?')[0]!.split('/').at(-1)!;
    return [named, named.replace(/@[^@]*$/, '')];
  };
  const data = [
    project.name,
    'admin',
    ...shown.results.flatMap((a) => [a.policy_name, a.dependency_purl, ...packageOf(a.dependency_purl)]),
  ];
  const english = englishOnlyWords();
  expect(english.size).toBeGreaterThan(500);
  expect(englishIn(await pageTexts(page), data, english)).toEqual([]);

  // A dialog too: its close button is named in Russian.
  await ours
    .first()
    .getByRole('button', { name: /^Игнорировать оповещение/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Игнорировать 1 оповещение' });
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeVisible();
  expect(englishIn(await pageTexts(page), data, english)).toEqual([]);
});
