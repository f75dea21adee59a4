import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { AWS_KEY, renderFinding, secretServer } from './fixtures';

/** The finding's page as the API answers it: two commits added the key, the newest first. */
const AWS_DETAIL = {
  ...AWS_KEY,
  sightings: [
    {
      commit: '3f9c2a7be41d0c5e8a6b1f2d9e7c4a0b5d6e8f10',
      file: 'config/default.json',
      start_line: 4,
      author_name: 'Maria Ivanova',
      author_email: 'maria@payments.example.net',
      committed_at: '2026-01-22T09:14:00.000Z',
    },
    {
      commit: '9a1b2c3d4e5f60718293a4b5c6d7e8f901234567',
      file: 'config/staging.json',
      start_line: 7,
      author_name: 'Ivan Sokolov',
      author_email: 'ivan@payments.example.net',
      committed_at: '2026-01-10T12:00:00.000Z',
    },
  ],
  sightings_count: 2,
  status_changed_by: null,
  status_changed_at: null,
};

/** The lines around it from the workspace, the key already masked by the server as `AKIA…`. */
const AWS_CONTEXT = {
  available: true,
  reason: null,
  commit: AWS_KEY.commit,
  file: 'config/default.json',
  lines: [
    { number: 2, text: '  "acquirer": {', is_match: false },
    { number: 3, text: '    "region": "eu-central-1",', is_match: false },
    { number: 4, text: '    "accessKeyId": "AKIA…",', is_match: true },
    { number: 5, text: '    "secretAccessKey": "wJal…"', is_match: false },
    { number: 6, text: '  },', is_match: false },
  ],
};

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

function findingServer(role = 'administrator', bulks: unknown[] = [], context: unknown = AWS_CONTEXT) {
  return secretServer(role, bulks, {
    'GET /api/secrets/findings/11/': () => json(AWS_DETAIL),
    'GET /api/secrets/findings/11/context/': () => json(context),
  });
}

describe("a secret finding's page", () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));

  it('shows its fields, the code around it with line numbers and the masked match highlighted, and its sightings', async () => {
    mockFetch(findingServer());
    renderFinding(11);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'aws-access-key-id in config/default.json' }),
    ).toBeInTheDocument();
    expect(await within(field('Project')).findByRole('link', { name: 'payments-api' })).toHaveAttribute(
      'href',
      '/projects/7',
    );
    expect(field('Rule')).toHaveTextContent('aws-access-key-id — AWS access key ID');
    expect(field('Where')).toHaveTextContent('config/default.json, line 4, column 20');
    expect(field('Last seen in commit')).toHaveTextContent('3f9c2a7');
    expect(field('Author')).toHaveTextContent('Maria Ivanova <maria@payments.example.net>');
    expect(field('Value (masked)')).toHaveTextContent(/^AKIA…$/);
    expect(within(field('Probability')).getByRole('meter')).toHaveAttribute('aria-valuetext', '93%');
    expect(field('Entropy')).toHaveTextContent('3.68');
    expect(field('Status')).toHaveTextContent('New');
    expect(field('In the checked-out tree')).toHaveTextContent('No');

    const code = await screen.findByRole('figure', { name: 'Lines around the finding in config/default.json' });
    const lines = [...code.querySelectorAll('pre > div')];
    expect(lines.map((line) => line.textContent)).toEqual([
      '2  "acquirer": {',
      '3    "region": "eu-central-1",',
      '4    "accessKeyId": "AKIA…",',
      '5    "secretAccessKey": "wJal…"',
      '6  },',
    ]);
    // The finding's line is marked, and in it the masked value the server wrote in the secret's place.
    expect(lines.filter((line) => line.hasAttribute('data-match')).map((line) => line.textContent)).toEqual([
      '4    "accessKeyId": "AKIA…",',
    ]);
    expect([...code.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['AKIA…']);
    // The page holds no secret: only what the API sent, masked.
    expect(document.body.textContent).not.toContain('AKIAIOSFODNN7EXAMPLE');

    const sightings = screen.getByRole('table', { name: 'Commits that added this secret' });
    const rows = within(sightings).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3f9c2a7', 'config/default.json:4', 'Maria Ivanova', expect.stringMatching(/^Jan 22, 2026/)],
      ['9a1b2c3', 'config/staging.json:7', 'Ivan Sokolov', expect.stringMatching(/^Jan 10, 2026/)],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says why the code cannot be shown when the workspace no longer holds it', async () => {
    mockFetch(
      findingServer('administrator', [], {
        available: false,
        reason: 'The workspace no longer holds commit 3f9c2a7.',
        commit: AWS_KEY.commit,
        file: 'config/default.json',
        lines: [],
      }),
    );
    renderFinding(11);
    expect(await screen.findByText('The code is not available')).toBeInTheDocument();
    expect(screen.getByText('The workspace no longer holds commit 3f9c2a7.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('changes its status with a reason: one id in the bulk body', async () => {
    const show = vi.spyOn(notifications, 'show');
    const bulks: unknown[] = [];
    mockFetch(findingServer('administrator', bulks));
    const { user } = renderFinding(11);
    const triage = await screen.findByRole('region', { name: 'Triage' });
    const status = within(triage).getByLabelText('Status');
    expect(status).toHaveValue('new');
    await user.selectOptions(status, 'True positive');
    await user.type(within(triage).getByLabelText(/^Reason/), 'A live key: rotated in IAM on Dec 6');
    await user.click(within(triage).getByRole('button', { name: 'Save status' }));
    await waitFor(() =>
      expect(bulks).toEqual([{ ids: [11], status: 'true_positive', reason: 'A live key: rotated in IAM on Dec 6' }]),
    );
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Status saved: True positive.' }));
  });

  it('offers an auditor no status form', async () => {
    mockFetch(findingServer('auditor'));
    renderFinding(11);
    await screen.findByRole('heading', { level: 1, name: 'aws-access-key-id in config/default.json' });
    await screen.findByRole('figure');
    expect(screen.queryByRole('region', { name: 'Triage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save status' })).not.toBeInTheDocument();
  });

  it('says there is no such finding on a 404', async () => {
    mockFetch(findingServer());
    renderFinding(404);
    expect(await screen.findByText('No such secret finding')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All secret findings' })).toHaveAttribute('href', '/secrets');
  });
});
