import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, pageOf, TOKEN } from '../../../test/fetch-mock';
import { modelServer, renderModel } from './fixtures';

const USER_METRICS = {
  accuracy: 0.9375,
  precision: 0.95,
  recall: 0.8,
  f1: 0.8686,
  labels_count: 1040,
  trained_at: '2026-12-01T08:30:00.000Z',
};
const CANDIDATE_METRICS = {
  ...USER_METRICS,
  accuracy: 0.96,
  precision: 0.971,
  recall: 0.85,
  f1: 0.9065,
  labels_count: 1320,
};

const TRAINING_RUN = {
  id: 44,
  kind: 'secrets_ml_training',
  project_id: null,
  container_image_id: null,
  status: 'running',
  error: null,
  started_at: '2026-12-06T05:00:01.000Z',
  finished_at: null as string | null,
  created_at: '2026-12-06T05:00:00.000Z',
  progress: 40,
  phase: 'Training on 1056 labelled findings',
  summary: null,
};

/** The figures table as text, one array per row: its header cell, then the base, user and candidate cells. */
const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('secrets ML model page: figures', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));
  afterEach(() => vi.useRealTimers());

  it('sets the base, user and candidate models side by side and marks the one in use', async () => {
    mockFetch(
      modelServer(() => ({
        model_type: 'user',
        training_status: 'finished',
        has_candidate: true,
        user: USER_METRICS,
        candidate: CANDIDATE_METRICS,
      })),
    );
    renderModel();
    const table = await screen.findByRole('table', { name: 'Figures of the base, user and candidate models' });
    expect(tableRows(table)).toEqual([
      ['Figure', 'Base model', 'User modelIn use', 'Candidate'],
      ['Accuracy', '91.2%', '93.8%', '96%'],
      ['Precision', '88.4%', '95%', '97.1%'],
      ['Recall', '90%', '80%', '85%'],
      ['F1', '89.2%', '86.9%', '90.7%'],
      ['Labelled findings', '4,200', '1,040', '1,320'],
      [
        'Trained',
        expect.stringMatching(/^Nov 20, 2026/),
        expect.stringMatching(/^Dec 1, 2026/),
        expect.stringMatching(/^Dec 1, 2026/),
      ],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a dash for a model that does not exist yet', async () => {
    mockFetch(modelServer(() => ({ model_type: 'base', training_status: 'none', has_candidate: false })));
    renderModel();
    const table = await screen.findByRole('table', { name: 'Figures of the base, user and candidate models' });
    const rows = tableRows(table);
    expect(rows[0]).toEqual(['Figure', 'Base modelIn use', 'User model', 'Candidate']);
    expect(rows[1]).toEqual(['Accuracy', '91.2%', '—', '—']);
  });

  it('disables training below the minimum of labels and says why, with the labels against the minimum', async () => {
    mockFetch(
      modelServer(() => ({
        model_type: 'base',
        training_status: 'none',
        has_candidate: false,
        labels_count: 437,
        min_labels: 1000,
      })),
    );
    renderModel();
    const train = await screen.findByRole('button', { name: 'Run training' });
    expect(train).toBeDisabled();
    expect(train).toHaveAccessibleDescription(
      'Training needs at least 1,000 findings marked true or false positive; 437 are marked so far, 563 more needed.',
    );
    const bar = screen.getByRole('progressbar', { name: 'Labelled findings against the minimum for training' });
    expect(bar).toHaveAttribute('aria-valuenow', '437');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(bar).toHaveAttribute('aria-valuetext', '437 of 1,000 labelled findings');
    expect(screen.getByRole('link', { name: 'Label findings on the Secrets page' })).toHaveAttribute(
      'href',
      '/secrets',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('enables training once the labels reach the minimum', async () => {
    mockFetch(
      modelServer(() => ({
        model_type: 'base',
        training_status: 'none',
        has_candidate: false,
        labels_count: 1000,
        min_labels: 1000,
      })),
    );
    renderModel();
    const train = await screen.findByRole('button', { name: 'Run training' });
    expect(train).toBeEnabled();
    expect(train).not.toHaveAttribute('aria-describedby');
  });

  it("follows the training run's progress while it runs, then asks for the model's new figures", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let run = TRAINING_RUN;
    let model = { model_type: 'base' as const, training_status: 'running', has_candidate: false };
    const { calls } = mockFetch(modelServer(() => model, { 'GET /api/analyses/runs/': () => json(pageOf([run])) }));
    renderModel();
    const section = await screen.findByRole('region', { name: 'Latest training' });
    const bar = await within(section).findByRole('progressbar', { name: 'Progress of run #44' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(section).toHaveTextContent('Training on 1056 labelled findings');
    expect(within(section).getByRole('link', { name: 'Open run #44' })).toHaveAttribute('href', '/runs/44');
    const runQuery = calls.find((c) => new URL(c.url).pathname === '/api/analyses/runs/')!;
    expect(Object.fromEntries(new URL(runQuery.url).searchParams)).toEqual({
      kind: 'secrets_ml_training',
      per_page: '1',
    });

    run = { ...TRAINING_RUN, status: 'finished', progress: 100, finished_at: '2026-12-06T05:01:00.000Z' };
    model = { model_type: 'base', training_status: 'finished', has_candidate: true };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(section).getByText('Finished')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept candidate' })).toBeEnabled());
  });

  it('says why the last training failed', async () => {
    mockFetch(
      modelServer(() => ({ model_type: 'base', training_status: 'failed', has_candidate: false }), {
        'GET /api/analyses/runs/': () =>
          json(
            pageOf([
              {
                ...TRAINING_RUN,
                status: 'failed',
                error: 'Only 12 findings are labelled false positive; training needs both kinds.',
              },
            ]),
          ),
      }),
    );
    renderModel();
    const section = await screen.findByRole('region', { name: 'Latest training' });
    expect(await within(section).findByText('The training failed')).toBeInTheDocument();
    expect(section).toHaveTextContent('Only 12 findings are labelled false positive; training needs both kinds.');
  });
});
