import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { profileKeys } from '../../../lib/profile-query';
import { queryClient } from '../../../lib/query-client';
import { axeViolations } from '../../../test/axe';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { type Model, modelBody, modelServer, renderModel, term } from './fixtures';

const BASE: Model = { model_type: 'base', training_status: 'none', has_candidate: false };

const modelCalls = (calls: Request[]) =>
  calls.filter((c) => c.method === 'GET' && new URL(c.url).pathname === '/api/secrets/ml_model/');

describe('secrets ML model page', () => {
  beforeEach(() => sessionStore.start(TOKEN, ''));
  afterEach(() => vi.useRealTimers());

  it('base model, never trained: training can start, nothing to accept or purge', async () => {
    const show = vi.spyOn(notifications, 'show');
    const posts: string[] = [];
    let model = BASE;
    mockFetch(
      modelServer(() => model, {
        'POST /api/secrets/ml_model/train/': (request) => {
          posts.push(new URL(request.url).pathname);
          model = { ...model, training_status: 'queued' };
          return json(
            [
              {
                id: 31,
                kind: 'secrets_ml_training',
                project_id: null,
                container_image_id: null,
                status: 'queued',
                error: null,
                started_at: null,
                finished_at: null,
                created_at: '2026-11-22T10:00:00.000Z',
                progress: null,
                phase: null,
                summary: null,
              },
            ],
            202,
          );
        },
      }),
    );
    const { user } = renderModel();
    const train = await screen.findByRole('button', { name: 'Run training' });
    expect(term('Model in use')).toHaveTextContent('Base model');
    expect(term('Training')).toHaveTextContent('Never trained');
    expect(term('Trained candidate')).toHaveTextContent('None');
    expect(train).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Accept candidate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Purge' })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);

    await user.click(train);
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Training queued' })));
    expect(posts).toEqual(['/api/secrets/ml_model/train/']);
    // Queued now: no second training until it ends.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run training' })).toBeDisabled());
    expect(screen.getByRole('status')).toHaveTextContent('Training is queued.');
  });

  it('polls while training runs and enables Accept once a candidate is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let model: Model = { ...BASE, training_status: 'running' };
    const { calls } = mockFetch(modelServer(() => model));
    renderModel();
    expect(await screen.findByRole('button', { name: 'Run training' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept candidate' })).toBeDisabled();
    expect(modelCalls(calls)).toHaveLength(1);

    model = { model_type: 'base', training_status: 'finished', has_candidate: true };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept candidate' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Run training' })).toBeEnabled();
    expect(term('Trained candidate')).toHaveTextContent('Ready to accept');

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(modelCalls(calls)).toHaveLength(2);
  });

  it('accepts the candidate, and purges after a confirmation', async () => {
    const posts: string[] = [];
    let model: Model = { model_type: 'base', training_status: 'finished', has_candidate: true };
    mockFetch(
      modelServer(() => model, {
        'POST /api/secrets/ml_model/accept/': () => {
          posts.push('accept');
          model = { model_type: 'user', training_status: 'finished', has_candidate: false };
          return json(modelBody(model));
        },
        'POST /api/secrets/ml_model/purge/': () => {
          posts.push('purge');
          model = BASE;
          return json(modelBody(model));
        },
      }),
    );
    const { user } = renderModel();
    // Accepting says what follows, and nothing is sent until it is confirmed.
    await user.click(await screen.findByRole('button', { name: 'Accept candidate' }));
    const accepting = await screen.findByRole('dialog', { name: 'Accept the candidate?' });
    expect(accepting).toHaveTextContent('The candidate becomes the active model and every finding is re-scored');
    await user.click(within(accepting).getByRole('button', { name: 'Accept candidate' }));
    await waitFor(() => expect(term('Model in use')).toHaveTextContent('User model'));
    expect(screen.getByRole('button', { name: 'Accept candidate' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Purge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purge the user model?' });
    expect(dialog).toHaveTextContent('goes back to the base model and every finding is re-scored');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toEqual(['accept']);

    await user.click(screen.getByRole('button', { name: 'Purge' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Purge' }));
    await waitFor(() => expect(term('Model in use')).toHaveTextContent('Base model'));
    expect(posts).toEqual(['accept', 'purge']);
  });

  it('shows the 409 detail when there is no candidate to accept after all', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockFetch(
      modelServer(() => ({ model_type: 'base', training_status: 'finished', has_candidate: true }), {
        'POST /api/secrets/ml_model/accept/': () => json({ detail: 'There is no trained candidate to accept.' }, 409),
      }),
    );
    const { user } = renderModel();
    await user.click(await screen.findByRole('button', { name: 'Accept candidate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept candidate' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'The candidate was not accepted',
          message: 'There is no trained candidate to accept.',
        }),
      ),
    );
  });

  it('is read-only for an auditor', async () => {
    mockFetch(
      modelServer(() => ({ model_type: 'user', training_status: 'finished', has_candidate: true }), {}, 'auditor'),
    );
    renderModel();
    expect(await screen.findByText('Only administrators can train, accept or purge the model.')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(profileKeys.all)).toMatchObject({ role: 'auditor' }));
    expect(term('Model in use')).toHaveTextContent('User model');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
