import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/**
 * Issue 18: an administrator creates a security manager in Settings → Users, who signs in (second
 * browser context) with the token shown once, edits a policy and sees no webhook or user settings;
 * the administrator then finds that change, with its diff, in the audit log and the policy's History.
 */
const USERNAME = `e2e.secman.${Date.now().toString(36)}`;
const POLICY = 'Known malicious packages';
const DESCRIPTION = `Reviewed by the security manager ${USERNAME}.`;

test('a security manager created in the console edits a policy, and the audit log shows it', async ({
  page,
  browser,
  baseURL,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  test.slow();
  await signIn(adminToken);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('group', { name: 'Settings' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Users' }).getByRole('cell', { name: 'admin', exact: true }),
  ).toBeVisible();
  await expectAccessible();

  // Create: a bad username is refused next to its field, then the user is created and its token shown once.
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByLabel('Username').fill('two words');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('Enter a valid username.', { exact: false })).toBeVisible();
  await expectAccessible();
  await dialog.getByLabel('Username').fill(USERNAME);
  await dialog.getByLabel('Role').selectOption({ label: 'security manager' });
  await dialog.getByLabel('First name').fill('Sam');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog).toBeHidden();
  const tokenBox = page.getByRole('textbox', { name: `API token of ${USERNAME}` });
  await expect(tokenBox).toHaveValue(/^[0-9a-f]{40}$/);
  const token = await tokenBox.inputValue();
  await expect(page.getByRole('button', { name: 'Copy token' })).toBeVisible();
  await expectAccessible();

  // The security manager, in a browser of their own.
  const other = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const sm = await other.newPage();
  await sm.goto('/login');
  await sm.getByLabel('API token').fill(token);
  await sm.getByRole('button', { name: 'Sign in' }).click();
  await expect(sm.getByRole('button', { name: 'Log out' })).toBeVisible();
  const smNav = sm.getByRole('navigation', { name: 'Main navigation' });
  const settings = smNav.getByRole('group', { name: 'Settings' });
  await expect(settings.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(settings.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
  await expect(settings.getByRole('link', { name: 'Users' })).toHaveCount(0);

  await smNav.getByRole('link', { name: 'Policies' }).click();
  await expect(sm.getByRole('link', { name: 'New policy' })).toBeVisible();
  await sm.getByRole('table', { name: 'Policies' }).getByRole('link', { name: POLICY, exact: true }).click();
  await expect(sm.getByRole('heading', { level: 1, name: POLICY })).toBeVisible();
  await sm.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(sm.getByRole('heading', { level: 1, name: `Edit ${POLICY}` })).toBeVisible();
  const axe = await new AxeBuilder({ page: sm }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await sm.getByLabel('Description').fill(DESCRIPTION);
  await sm.getByRole('button', { name: 'Save changes' }).click();
  // Saved, the form goes back to the list.
  await expect(sm.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  await other.close();

  // The administrator's audit log: the change, by the new user, with its diff.
  await nav.getByRole('group', { name: 'Settings' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Who').fill(USERNAME);
  await page.getByLabel('Who').press('Enter');
  const log = page.getByRole('table', { name: 'Audit log' });
  const row = log.getByRole('row').filter({ hasText: `Policy: ${POLICY}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Changed', exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Show 1 change' }).click();
  const diff = page.getByRole('table', { name: `Changes to ${POLICY}` });
  await expect(diff.getByRole('cell', { name: 'description', exact: true })).toBeVisible();
  await expect(diff.getByRole('cell', { name: DESCRIPTION })).toBeVisible();
  await expectAccessible();

  // And on the policy's own page, under History.
  await nav.getByRole('link', { name: 'Policies' }).click();
  await page.getByRole('table', { name: 'Policies' }).getByRole('link', { name: POLICY, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: POLICY })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('row').filter({ hasText: USERNAME }).first()).toBeVisible();
  await expectAccessible();

  // Profile: names and email, an invalid address refused next to its field.
  await nav.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expectAccessible();
});
