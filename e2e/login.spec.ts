import { expect, test } from './fixtures';

test('a wrong token is rejected with a clear message and nothing is stored', async ({ page, expectAccessible }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Argus' })).toBeVisible();
  await expectAccessible();
  await page.getByLabel('API token').fill('0'.repeat(40));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This token was rejected by the server')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => JSON.stringify(sessionStorage) + JSON.stringify(localStorage))).not.toContain(
    '0'.repeat(40),
  );
});

test('an unreachable API base URL says so with the URL', async ({ page, adminToken }) => {
  await page.goto('/login');
  await page.getByLabel('API token').fill(adminToken);
  await page.getByRole('button', { name: 'Advanced' }).click();
  await page.getByLabel('API base URL').fill('http://127.0.0.1:9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/could not be reached/i)).toBeVisible();
  await expect(page.getByText(/http:\/\/127\.0\.0\.1:9/)).toBeVisible();
});

test('signing in with the admin token opens the console, never putting the token in a URL or localStorage', async ({
  page,
  adminToken,
  signIn,
}) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await signIn(adminToken);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('group', { name: 'Signed in as admin (administrator)' })).toBeVisible();
  expect(urls.filter((url) => url.includes(adminToken))).toEqual([]);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(adminToken);
});

test('a page opened without a session comes back after sign-in; log out returns to login', async ({
  page,
  adminToken,
}) => {
  await page.goto('/licenses?page=3&search=bsd');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('API token').fill(adminToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/licenses\?page=3&search=bsd$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/licenses');
  await expect(page).toHaveURL(/\/login/);
});

test('a token revoked elsewhere sends the user back to login, keeping the page', async ({
  page,
  signIn,
  createToken,
}) => {
  const token = await createToken('e2e-revoked', 'auditor');
  await signIn(token);
  await page.goto('/licenses?page=2');
  await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
  await createToken('e2e-revoked');
  await page.getByLabel('Search licenses').fill('mit');
  await expect(page).toHaveURL(/\/login\?next=%2Flicenses%3F/);
  await expect(page.getByText(/session ended|sign in again|rejected/i)).toBeVisible();
});

test('unknown pages show a 404 page that passes axe', async ({ page, adminToken, signIn, expectAccessible }) => {
  await signIn(adminToken);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible();
});
