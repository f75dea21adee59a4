import { screen } from '@testing-library/react';
import { json, PROFILE, pageOf, routesHandler, type Handler } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { MlModelPage } from '../ml-model-page';

type Metrics = {
  accuracy: number;
  precision: number;
  recall: number;
  f1: number;
  labels_count: number;
  trained_at: string;
};
export type Model = {
  model_type: 'base' | 'user';
  training_status: string;
  has_candidate: boolean;
  base?: Metrics | null;
  candidate?: Metrics | null;
  user?: Metrics | null;
  labels_count?: number;
  min_labels?: number;
};

/** The shipped model's figures on its held-out split. */
export const BASE_METRICS: Metrics = {
  accuracy: 0.912,
  precision: 0.884,
  recall: 0.9,
  f1: 0.892,
  labels_count: 4200,
  trained_at: '2026-11-20T09:00:00.000Z',
};

/** The model as the API answers it: `model` over the base model's figures and enough labels to train. */
export const modelBody = (model: Model) => ({
  base: BASE_METRICS,
  candidate: null,
  user: null,
  labels_count: 1200,
  min_labels: 1000,
  ...model,
});

/**
 * The profile (with `role`), the model as `model()` says it is now and no training run so far, plus any
 * `extra` routes.
 */
export function modelServer(model: () => Model, extra: Record<string, Handler> = {}, role = 'administrator') {
  return routesHandler({
    'GET /api/profile/': () => json({ ...PROFILE, role }),
    'GET /api/secrets/ml_model/': () => json(modelBody(model())),
    'GET /api/analyses/runs/': () => json(pageOf([])),
    ...extra,
  });
}

export const renderModel = () =>
  renderWithProviders(<MlModelPage />, { route: '/settings/ml-model', path: '/settings/ml-model' });

/** The value of the field list's `label`. */
export const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
