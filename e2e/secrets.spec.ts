import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Secrets (CONTRACT §18) on the demo installation: the demo's published example secrets
 * (src/server/seed/demo/repositories/README.md) found with their commits by a real scan: AWS's example
 * key in payments-api's history, Stripe's sample test key in billing-gateway, GitHub's example token in
 * edge-gateway. Findings are marked from the list and from a finding's page, and the counts move; the
 * finding's page shows the code around it masked, and no page ever holds a secret.
 */
const PLANTED = [
  'AKIAIOSFODNN7EXAMPLE',
  'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  'ghu_16C7e42F292c6912E7710c838347Ae178B4a',
];

type Run = { id: number; status: string };
type Findings = { count: number; results: { id: number; file: string; masked: string; status: string }[] };

/** The figure of a count ("New1,204" → 1204: the status's name holds no digit). */
const countOf = async (page: Page, status: string) =>
  Number(((await page.getByTestId(`secret-count-${status}`).textContent()) ?? '').replace(/\D/g, ''));

async function expectNoSecret(page: Page) {
  const html = await page.content();
  for (const secret of PLANTED) expect(html).not.toContain(secret);
}

test('an administrator scans the demo for secrets, marks findings and sees the counts change', async ({
  page,
  signIn,
  adminToken,
  adminApi,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  const auth = { headers: { Authorization: `Token ${adminToken}` } };
  const payments = await adminApi.project('payments-api');
  const billing = await adminApi.project('billing-gateway');
  const edge = await adminApi.project('edge-gateway');

  await signIn(adminToken);
  // A scan from the project's page; the first start queued one already, so this one reads new commits only.
  await page.goto(`/projects/${payments.id}`);
  await page.getByRole('button', { name: 'Scan for secrets' }).click();
  await expect(page.getByText('Secrets scan of payments-api queued')).toBeVisible();
  for (const project of [payments, billing, edge]) {
    await expect
      .poll(
        async () => {
          const runs = await adminApi.get<{ results: Run[] }>(
            `/api/analyses/runs/?project=${project.id}&kind=project_secrets&per_page=1`,
          );
          return runs.results[0]?.status;
        },
        { timeout: 120_000, message: `the secrets run of ${project.name}` },
      )
      .toBe('finished');
  }

  // The Secrets section lists them, each with its project, place and masked value.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Secrets', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Secrets' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Secret findings' });
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'payments-api' });
  await expect(page).toHaveURL(new RegExp(`project=${payments.id}`));
  const aws = table.getByRole('row').filter({ hasText: 'AKIA…' });
  await expect(aws.first()).toBeVisible();
  await expect(aws.first()).toContainText('config/default.json');
  await expect(aws.first().getByRole('meter', { name: 'Probability that it is a real secret' })).toBeVisible();
  await expectAccessible();

  await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'billing-gateway' });
  await expect(table.getByRole('row').filter({ hasText: 'sk_t…' }).first()).toContainText(
    'src/BillingGateway/appsettings.Development.json',
  );
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'edge-gateway' });
  const ghu = table.getByRole('row').filter({ hasText: 'ghu_…' });
  await expect(ghu.first()).toContainText('deploy/release.sh');
  await expectNoSecret(page);

  // GitHub's example token is documentation, not a credential: marked false positive from the list.
  const newBefore = await countOf(page, 'new');
  const falseBefore = await countOf(page, 'false_positive');
  const ghuCount = await ghu.count();
  for (let i = 0; i < ghuCount; i++) await ghu.nth(i).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Selected findings' });
  await expect(bar).toContainText(ghuCount === 1 ? '1 finding selected' : `${ghuCount} findings selected`);
  await bar.getByRole('button', { name: 'Mark False positive…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Mark \d+ findings? as False positive$/ });
  await dialog.getByLabel('Reason').fill("The example token of GitHub's REST API reference");
  await expectAccessible();
  await dialog.getByRole('button', { name: /^Mark \d+ findings? as False positive$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/findings? marked False positive\./)).toBeVisible();
  await expect.poll(() => countOf(page, 'false_positive')).toBe(falseBefore + ghuCount);
  expect(await countOf(page, 'new')).toBe(newBefore - ghuCount);
  await expect(ghu.first().getByText('False positive')).toBeVisible();

  // AWS's key on its own page: the code around it from the commit that added it, masked; then marked.
  const awsFindings = await adminApi.get<Findings>(`/api/secrets/findings/?project=${payments.id}&search=default.json`);
  const awsId = awsFindings.results.find((f) => f.masked === 'AKIA…')!.id;
  await page.goto(`/secrets/${awsId}`);
  await expect(page.getByRole('heading', { level: 1, name: /in config\/default\.json$/ })).toBeVisible();
  const code = page.getByRole('figure', { name: 'Lines around the finding in config/default.json' });
  await expect(code.locator('mark')).toHaveCount(1);
  await expect(code.locator('mark')).toContainText('AKIA');
  await expect(page.getByRole('table', { name: 'Commits that added this secret' }).getByRole('row')).not.toHaveCount(1);
  await expectNoSecret(page);
  await expectAccessible();

  const triage = page.getByRole('region', { name: 'Triage' });
  await triage.getByLabel('Status').selectOption({ label: 'True positive' });
  await triage.getByLabel('Reason').fill('Committed by mistake; rotated');
  await triage.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Status saved: True positive.')).toBeVisible();
  const status = page.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(status).toContainText('True positive');
  await expect(status).toContainText('Committed by mistake; rotated');
  const answer = await page.request.get(`/api/secrets/findings/${awsId}/`, auth);
  expect(((await answer.json()) as { status: string }).status).toBe('true_positive');

  // The project's page counts them, and each count links to the list narrowed to it.
  await page.goto(`/projects/${payments.id}`);
  const section = page.getByRole('region', { name: 'Secrets' });
  const truePositives = section.getByRole('link', { name: /^\d+ findings?: True positive$/ });
  await expect(truePositives).toHaveAccessibleName(/^[1-9]\d* findings?: True positive$/);
  await truePositives.click();
  await expect(page).toHaveURL(new RegExp(`/secrets\\?project=${payments.id}&status=true_positive`));
  await expect(
    page.getByRole('table', { name: 'Secret findings' }).getByRole('row').filter({ hasText: 'AKIA…' }),
  ).toHaveCount(1);
  await expectNoSecret(page);
});

test("the ML model page shows the base model's figures and why training cannot start yet", async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  await signIn(adminToken);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Secrets ML model' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Secrets ML model' })).toBeVisible();
  const figures = page.getByRole('table', { name: 'Figures of the base, user and candidate models' });
  const accuracy = figures.getByRole('row', { name: /^Accuracy/ });
  // The base model's accuracy on its held-out split, a real figure: a percentage, not a dash.
  await expect(accuracy.getByRole('cell').first()).toHaveText(/^\d+(\.\d)?%$/);
  const train = page.getByRole('button', { name: 'Run training' });
  await expect(train).toBeDisabled();
  await expect(train).toHaveAccessibleDescription(
    /^Training needs at least 1,000 findings marked true or false positive/,
  );
  await expect(
    page.getByRole('progressbar', { name: 'Labelled findings against the minimum for training' }),
  ).toHaveAttribute('aria-valuemax', '1000');
  await expectAccessible();
});
