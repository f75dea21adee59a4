import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from './fixtures';

/**
 * A VCS project from a repository on this machine (the e2e service runs with
 * ARGUS_ALLOW_LOCAL_REPOSITORIES=true, so `file://` is allowed): cloned, its authors found, one
 * author's page, then credentials set and cleared without their value ever reaching the page. Names
 * start with `e2e-` / `E2E` so they never collide with the demo's.
 */
const PROJECT = 'e2e-local-repo';
const ADA = { name: 'E2E Ada Lovelace', email: 'ada@e2e.example.com' };
const CHARLES = { name: 'E2E Charles Babbage', email: 'charles@e2e.example.com' };
const LAST_MESSAGE = 'Round the checkout total to cents';
const TOKEN_TEXT = 'e2e-TokenValue-7f3a9c1d';

/** A git repository with five commits by two authors over three months; its path. */
function makeRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'argus-e2e-repo-'));
  const git = (args: string[], env: Record<string, string> = {}) =>
    execFileSync('git', ['-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], {
      cwd: dir,
      // No user or system configuration (a hook, a signing key) changes what is made here.
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', ...env },
    });
  git(['init', '-q']);
  git(['symbolic-ref', 'HEAD', 'refs/heads/main']);
  const commits: [typeof ADA, string, string, string][] = [
    [ADA, '2026-08-03T10:00:00Z', 'src/checkout.ts', 'Add the checkout'],
    [ADA, '2026-08-20T10:00:00Z', 'src/cart.ts', 'Add the cart'],
    [CHARLES, '2026-09-05T10:00:00Z', 'scripts/build.py', 'Add the build script'],
    [CHARLES, '2026-09-06T10:00:00Z', 'README.md', 'Describe the project'],
    [ADA, '2026-10-01T10:00:00Z', 'src/checkout.ts', LAST_MESSAGE],
  ];
  commits.forEach(([author, date, file, message], i) => {
    const path = join(dir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `// ${message}\n${'x\n'.repeat(i + 1)}`);
    git(['add', '--all']);
    git(['commit', '-q', '-m', message], {
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
      GIT_COMMITTER_DATE: date,
    });
  });
  return dir;
}

test('an administrator clones a local repository, finds its authors and sets and clears its credentials', async ({
  page,
  signIn,
  adminToken,
  expectAccessible,
}) => {
  // Two real runs (a clone, an authors analysis) and a dozen pages.
  test.setTimeout(120_000);
  const repository = makeRepository();
  try {
    await signIn(adminToken);

    // The project, from its file:// URL.
    await page.goto('/settings/projects/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
    await page.getByLabel(/^Name/).fill(PROJECT);
    await page.getByLabel(/^Repository URL/).fill(`file://${repository}`);
    await expect(page.getByLabel(/^Branch or ref/)).toHaveValue('main');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
    const card = page.getByRole('region', { name: 'Repository' });
    const field = (label: string) => card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(field('Workspace')).toHaveText('Not cloned yet');
    await expect(field('Credentials')).toContainText('None');
    await expectAccessible();

    // Clone it and follow the run to its end on the project's page.
    await card.getByRole('button', { name: 'Clone repository' }).click();
    await expect(page.getByText(`Cloning of ${PROJECT} queued`)).toBeVisible();
    const runs = page.getByRole('table', { name: `Runs of ${PROJECT}` });
    const cloning = runs.getByRole('row').filter({ hasText: 'Repository cloning' });
    await expect(cloning).toContainText('Finished', { timeout: 60_000 });
    await expect(cloning).toContainText(/Cloned [0-9a-f]{7} \(.+, 4 files\)/);
    // The card follows: the commit the workspace holds and its size.
    await expect(field('Last commit')).toContainText(LAST_MESSAGE);
    await expect(field('Workspace')).toContainText(/^\S+ (B|kB|MB), 4 files/);
    await expect(card.getByRole('button', { name: 'Fetch updates' })).toBeVisible();
    await expectAccessible();

    // Its authors, with this project's commit counts.
    await page
      .getByRole('group', { name: `Start an analysis of ${PROJECT}` })
      .getByRole('button', { name: 'Find authors' })
      .click();
    const authorsRun = runs.getByRole('row').filter({ hasText: 'Authors' });
    await expect(authorsRun).toContainText('Finished', { timeout: 60_000 });
    await expect(authorsRun).toContainText('2 authors, 5 commits (5 new)');
    const projectAuthors = page.getByRole('table', { name: `Authors of ${PROJECT}` });
    const rowOf = (table: typeof projectAuthors, name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    const commitsOf = (table: typeof projectAuthors, name: string) =>
      rowOf(table, name).locator('td[data-column="commits"]');
    await expect(commitsOf(projectAuthors, ADA.name)).toHaveText('3');
    await expect(commitsOf(projectAuthors, CHARLES.name)).toHaveText('2');
    await expectAccessible();

    // The Authors page has them too.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Authors', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Authors' })).toBeVisible();
    await page.getByLabel('Search authors').fill('e2e.example.com');
    const everyAuthor = page.getByRole('table', { name: 'Authors' });
    await expect(commitsOf(everyAuthor, ADA.name)).toHaveText('3');
    await expect(commitsOf(everyAuthor, CHARLES.name)).toHaveText('2');
    await expectAccessible();

    // One author's page: the activity chart (its own chunk) and the project.
    await everyAuthor.getByRole('link', { name: ADA.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: ADA.name })).toBeVisible();
    const activity = page.getByRole('region', { name: 'Activity by month' });
    await expect(activity).toBeVisible();
    await expect(activity.getByRole('img', { name: 'Commits by month' })).toBeVisible();
    await expectAccessible();
    await page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: PROJECT, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();

    // Credentials: set a token; only its kind is ever shown.
    await card.getByRole('button', { name: 'Set credentials' }).click();
    const dialog = page.getByRole('dialog', { name: `Credentials for ${PROJECT}` });
    await expect(dialog.getByRole('radio', { name: 'Access token' })).toBeChecked();
    await dialog.getByLabel(/^Token/).fill(TOKEN_TEXT);
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Save credentials' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Credentials of ${PROJECT} saved.`)).toBeVisible();
    await expect(field('Credentials')).toContainText('Access token');
    expect(await page.content()).not.toContain(TOKEN_TEXT);
    await page.reload();
    await expect(field('Credentials')).toContainText('Access token');
    expect(await page.content()).not.toContain(TOKEN_TEXT);
    await expectAccessible();

    // …and clear it.
    await card.getByRole('button', { name: 'Clear credentials' }).click();
    const confirm = page.getByRole('dialog', { name: `Clear the credentials of ${PROJECT}?` });
    await confirm.getByRole('button', { name: 'Clear credentials' }).click();
    await expect(field('Credentials')).toContainText('None');
    await expect(card.getByRole('button', { name: 'Clear credentials' })).toHaveCount(0);
    await expectAccessible();
  } finally {
    rmSync(repository, { recursive: true, force: true });
  }
});
