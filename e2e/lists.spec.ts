import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Lists, polished: a search typed on one list and a navigation made within its debounce never
 * carries the search over to the next list (issue 17's bug: Webhooks search → Projects opened filtered).
 */
test('a search typed on Webhooks does not follow a click on Projects made within the debounce', async ({
  page,
  signIn,
  adminToken,
}) => {
  await signIn(adminToken);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const round of [1, 2]) {
    await nav.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    // The second round has every chunk loaded already: the navigation is immediate.
    await page.getByRole('searchbox').first().pressSequentially('pay', { delay: 20 });
    await nav.getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await page.waitForTimeout(700);
    expect(new URL(page.url()).search, `round ${round}`).toBe('');
    await expect(page.getByRole('searchbox').first()).toHaveValue('');
  }
});

test('the login page focuses the token, a signed-in user opening it goes home, logging out says so, and every page can be skipped to its content', async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('API token')).toBeFocused();
  await signIn(adminToken);
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The first Tab reaches the skip link, which takes the keyboard past the header and navigation.
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectAccessible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have logged out.' })).toBeVisible();
  await expectAccessible();
});

/**
 * Webhooks made through the API for a list to show, named `${prefix} 1`, `${prefix} 2`, …, on a trigger
 * no other flow fires (no deliveries, no failing webhooks on the overview); removed at the end.
 */
async function webhooks(request: APIRequestContext, token: string, prefix: string, count: number) {
  for (let i = 1; i <= count; i++) {
    const created = await request.post('/api/settings/webhooks/', {
      headers: { Authorization: `Token ${token}` },
      data: { name: `${prefix} ${i}`, url: `http://127.0.0.1:9/hook/${i}`, events: ['cloning_of_repository_failed'] },
    });
    expect(created.status()).toBe(201);
  }
}

async function removeWebhooks(request: APIRequestContext, token: string, prefix: string) {
  const headers = { Authorization: `Token ${token}` };
  const page = await request.get(`/api/settings/webhooks/?per_page=100&search=${encodeURIComponent(prefix)}`, {
    headers,
  });
  for (const { id } of ((await page.json()) as { results: { id: number }[] }).results) {
    expect((await request.delete(`/api/settings/webhooks/${id}/`, { headers })).status()).toBe(204);
  }
}

/** Deletes a webhook from its row, as a person would, and waits for the notification saying so. */
async function deleteFromRow(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete webhook' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Webhook "${name}" deleted.` })).toBeVisible();
}

/**
 * At one instant (notifications close after 4 s): how many notifications show, which of the controls
 * named (aria-label prefixes, or `nav:last` for the navbar's last link) in the window a click at their
 * centre would miss, and how many of them share the notifications' band of the window (so that being
 * clear of them says something).
 */
function notificationsVersus(page: Page, prefixes: string[]) {
  return page.evaluate((prefixes) => {
    const notes = [...document.querySelectorAll('.mantine-Notification-root')].map((n) => n.getBoundingClientRect());
    const controls = prefixes.flatMap((prefix) =>
      prefix === 'nav:last'
        ? [...document.querySelectorAll('nav a')].slice(-1)
        : [...document.querySelectorAll(`[aria-label^="${prefix}"]`)],
    );
    // In sight: below the header (rows scroll under it) and above the window's bottom edge.
    const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const inWindow = controls.filter((c) => {
      const r = c.getBoundingClientRect();
      return r.top >= top && r.bottom <= window.innerHeight && r.width > 0;
    });
    const missed = inWindow.filter((c) => {
      const r = c.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !(hit && c.contains(hit));
    });
    const band = notes.length
      ? { top: Math.min(...notes.map((n) => n.top)), bottom: Math.max(...notes.map((n) => n.bottom)) }
      : null;
    const inBand = band
      ? inWindow.filter(
          (c) => c.getBoundingClientRect().bottom > band.top && c.getBoundingClientRect().top < band.bottom,
        )
      : [];
    const name = (c: Element) => c.getAttribute('aria-label') ?? c.textContent;
    return { notifications: notes.length, missed: missed.map(name), inBand: inBand.map(name) };
  }, prefixes);
}

test('at 390 px a list reads as cards whose actions are in sight and clickable, with notifications clear of them', async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  await webhooks(page.request, adminToken, 'E2E phone', 3);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(adminToken);
  await page.goto('/settings/webhooks?search=E2E%20phone');
  const table = page.getByRole('table', { name: 'Webhooks' });
  await expect(table.getByRole('link', { name: 'E2E phone 3', exact: true })).toBeVisible();
  // Every row's actions inside the window's width: no sideways scrolling to reach them (they were at x > 390).
  for (const i of [1, 2, 3]) {
    const edit = table.getByRole('link', { name: `Edit E2E phone ${i}` });
    await edit.scrollIntoViewIfNeeded();
    await expect(edit).toBeInViewport({ ratio: 1 });
    await expect(table.getByRole('button', { name: `Delete E2E phone ${i}` })).toBeInViewport({ ratio: 1 });
  }
  expect(await table.evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
  await expectAccessible();

  // Two deletions from the cards: their notifications leave the last card's actions clickable.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const i of [1, 2]) await deleteFromRow(page, `E2E phone ${i}`);
  const seen = await notificationsVersus(page, ['Edit E2E phone', 'Delete E2E phone']);
  expect(seen.notifications).toBeGreaterThan(0);
  expect(seen.missed).toEqual([]);
  await table.getByRole('button', { name: 'Delete E2E phone 3' }).click({ trial: true });
  // The trial click left the pointer on Delete; axe judges the page at rest.
  await page.mouse.move(0, 0);
  await expectAccessible();
  // The row's link to its page works from the card.
  await table.getByRole('link', { name: 'E2E phone 3', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E phone 3' })).toBeVisible();
  await removeWebhooks(page.request, adminToken, 'E2E phone');
});

test('beside the navbar, notifications cover neither a row action nor the last navigation link', async ({
  page,
  signIn,
  adminToken,
}) => {
  await webhooks(page.request, adminToken, 'E2E desk', 12);
  // Short enough that the rows and the navbar both reach the bottom edge, where notifications show.
  await page.setViewportSize({ width: 1280, height: 640 });
  await signIn(adminToken);
  await page.goto('/settings/webhooks?search=E2E%20desk&ordering=name');
  await expect(page.getByRole('link', { name: 'E2E desk 9', exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').last().scrollIntoViewIfNeeded();
  for (const i of [1, 2, 3]) await deleteFromRow(page, `E2E desk ${i}`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const seen = await notificationsVersus(page, ['Edit E2E desk', 'Delete E2E desk', 'nav:last']);
  expect(seen.notifications).toBeGreaterThan(0);
  // Rows and the navbar's last link sit level with the notifications, and none is under one.
  expect(seen.inBand).toEqual(expect.arrayContaining([expect.stringMatching(/^Delete E2E desk/), 'Profile']));
  expect(seen.missed).toEqual([]);
  await removeWebhooks(page.request, adminToken, 'E2E desk');
});
