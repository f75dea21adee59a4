import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The shape of the platform's documentation example as a rule builder policy on the demo installation:
 * `(no known exploit AND fixed version exists) OR (direct dependency AND CVSS 3 severity ≥ high)`, for
 * ledger-service. Its pom.xml declares four dependencies the demo's OSV set hits (README of
 * src/server/seed/demo/osv): guava 30.1-jre (CVE-2023-2976, moderate), commons-text 1.9, postgresql
 * 42.2.24 and spring-boot-starter-web 2.5.6 (critical), all fixed, none with a known exploit (OSV records
 * carry no exploit data): the first branch takes all four, the second the three critical ones.
 * Previewed, saved, SCA run on the project, and the alerts it raised read from the policy's page.
 * Names start with `E2E`.
 */
const NAME = 'E2E fixable without exploit or direct and high';
const PROJECT = 'ledger-service';

const rule = (page: Page, n: string) => page.getByRole('group', { name: `Rule ${n}`, exact: true });

async function chooseField(page: Page, n: string, label: string) {
  const field = rule(page, n).getByRole('combobox', { name: 'Field' });
  await field.click();
  await field.fill(label.slice(0, 6));
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function chooseValue(page: Page, n: string, option: string) {
  await rule(page, n).getByRole('combobox', { name: 'Value' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an administrator builds a policy of two groups, previews it, saves it and sees the alerts SCA raises', async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  // A long flow with an SCA run and six axe checks.
  test.setTimeout(150_000);
  await signIn(adminToken);
  await page.goto('/policies/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New policy' })).toBeVisible();
  await page.getByLabel('Name').fill(NAME);
  await page.getByRole('checkbox', { name: 'Prod', exact: true }).check();
  await page
    .locator('label')
    .filter({ hasText: /^Critical$/ })
    .click();
  const projects = page.getByRole('combobox', { name: 'Projects' });
  await projects.click();
  await projects.fill('ledger');
  await page.getByRole('option', { name: PROJECT }).click();
  await page.keyboard.press('Escape');

  // Two groups under an "any of" top group, in place of the new form's empty rule.
  const conditions = page.getByRole('group', { name: 'Conditions' });
  await page.getByRole('button', { name: 'Remove rule 1' }).click();
  await page.getByRole('button', { name: 'Add group', exact: true }).click();
  await page.getByRole('button', { name: 'Add group', exact: true }).click();
  await expect(conditions.getByRole('group', { name: /^Group \d$/ })).toHaveCount(2);
  const top = page.getByRole('radiogroup', { name: 'A dependency matches when it meets', exact: true });
  await top
    .locator('label')
    .filter({ hasText: /^any of$/ })
    .click();
  await expect(top.getByRole('radio', { name: 'any of' })).toBeChecked();

  // Group 1: no known exploit AND a fixed version exists (yes/no fields start at Yes).
  await chooseField(page, '1.1', 'Exploit exists');
  await expect(rule(page, '1.1').getByRole('combobox', { name: 'Value' })).toHaveValue('Yes');
  await chooseValue(page, '1.1', 'No');
  await page.getByRole('button', { name: 'Add rule to group 1' }).click();
  await chooseField(page, '1.2', 'Fixed version exists');

  // Group 2: direct AND CVSS 3 severity at least high; its second rule added and chosen from the keyboard.
  await chooseField(page, '2.1', 'Relation');
  await chooseValue(page, '2.1', 'Direct');
  await page.getByRole('button', { name: 'Add rule to group 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(rule(page, '2.2').getByRole('combobox', { name: 'Field' })).toBeFocused();
  await page.keyboard.type('CVSS 3 sev');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(rule(page, '2.2').getByRole('combobox', { name: 'Field' })).toHaveValue('CVSS 3 severity');
  await expect(rule(page, '2.2').getByRole('combobox', { name: 'Operator' })).toHaveValue('is at least');
  await chooseValue(page, '2.2', 'High');
  await expectAccessible();

  // Preview: counts per project and a sample whose criteria name both branches.
  const preview = page.getByRole('region', { name: 'Preview matches' });
  await preview.getByRole('button', { name: 'Preview matches' }).click();
  const summary = preview.getByText(/^\d+ dependenc(y matches|ies match) in 1 project\. As of /);
  await expect(summary).toBeVisible();
  const matches = Number(/^(\d+)/.exec((await summary.textContent()) ?? '')![1]);
  expect(matches).toBe(4); // demo data: guava, commons-text, postgresql, spring-boot-starter-web
  await expect(preview.getByRole('table', { name: 'Matches per project' }).getByRole('row')).toHaveText([
    /Project\s*Matches/,
    new RegExp(`${PROJECT}\\s*${matches}`),
  ]);
  const sample = preview.getByRole('table', { name: /^Sample of \d+ match/ });
  // Each branch in the rule builder's words (issue 29): the first names both of its rules for one CVE (guava's
  // moderate CVE meets the first branch only), the second the relation and the severity.
  await expect(sample.getByRole('row').filter({ hasText: 'guava@30.1-jre' }).getByRole('listitem')).toHaveText([
    'CVE-2023-2976: Exploit exists is No; Fixed version exists is Yes',
  ]);
  await expect(
    sample
      .getByRole('listitem')
      .filter({ hasText: /^Relation is Direct$/ })
      .first(),
  ).toBeVisible();
  await expect(
    sample
      .getByRole('listitem')
      .filter({ hasText: /CVSS 3 severity is at least High \(found (High|Critical)\)/ })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/policies\/new$/);
  await expectAccessible();

  // Saved as a tree; the list sums it up on one line.
  await page.getByRole('button', { name: 'Create policy' }).click();
  await expect(page).toHaveURL(/\/policies$/);
  await expect(page.getByText(`Policy "${NAME}" created.`)).toBeVisible();
  await page.getByLabel('Search policies').fill('E2E fixable');
  await expect(page).toHaveURL(/search=E2E/);
  const row = page.getByRole('table', { name: 'Policies' }).getByRole('row', { name: new RegExp(NAME) });
  const oneLine =
    '(Exploit exists is No AND Fixed version exists is Yes) OR (Relation is Direct AND CVSS 3 severity is at least High)';
  await expect(row.getByRole('cell').nth(2)).toHaveText(oneLine);
  await expect(row.getByTitle(oneLine)).toBeVisible();

  // The policy's page reads the tree as nested sentences.
  await row.getByRole('link', { name: NAME, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const policyId = Number(/\/policies\/(\d+)$/.exec(page.url())![1]);
  const tree = page.getByRole('list', { name: 'Conditions' });
  await expect(tree.getByRole('list')).toHaveCount(2);
  await expect(tree.getByRole('list').nth(0).getByRole('listitem')).toHaveText([
    'Exploit exists is No',
    'Fixed version exists is Yes',
  ]);
  await expect(tree.getByRole('list').nth(1).getByRole('listitem')).toHaveText([
    'Relation is Direct',
    'CVSS 3 severity is at least High',
  ]);
  await expectAccessible();

  // SCA of the project, from its page, until the run has finished.
  await page.goto(`/projects?search=${PROJECT}`);
  await page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: PROJECT, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await page
    .getByRole('group', { name: `Start an analysis of ${PROJECT}` })
    .getByRole('button', { name: 'Start SCA' })
    .click();
  await page.getByRole('link', { name: /^Open run #\d+$/ }).click();
  await expect(page.locator('dt', { hasText: 'Status' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    'Finished',
    { timeout: 60_000 },
  );

  // The alerts it raised, from the policy's page: as many as the preview said, each naming its branch.
  await page.goto(`/policies/${policyId}`);
  await page.getByRole('link', { name: 'Alerts of this policy' }).click();
  await expect(page).toHaveURL(new RegExp(`/alerts\\?policy=${policyId}$`));
  const alerts = page.getByRole('table', { name: 'Active alerts' });
  const raised = alerts.getByRole('row').filter({ has: page.getByRole('link', { name: NAME }) });
  await expect(raised).toHaveCount(matches);
  const guava = raised.filter({ hasText: 'pkg:maven/com.google.guava/guava@30.1-jre' });
  await expect(
    guava.getByRole('listitem').filter({ hasText: 'CVE-2023-2976: Exploit exists is No; Fixed version exists is Yes' }),
  ).toHaveCount(1);
  const direct = raised.filter({ hasText: 'Relation is Direct' }).first();
  await expect(
    direct
      .getByRole('listitem')
      .filter({ hasText: /CVSS 3 severity is at least High \(found (High|Critical)\)/ })
      .first(),
  ).toBeVisible();
  await expect(raised.first()).toContainText('Critical');
  await expectAccessible();
});
