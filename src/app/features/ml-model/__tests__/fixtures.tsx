import { screen } from '@testing-library/react';
import { json, PROFILE, routesHandler, type Handler } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { MlModelPage } from '../ml-model-page';

export type Model = { model_type: 'base' | 'user'; training_status: string; has_candidate: boolean };

/** The profile (with `role`) and the model as `model()` says it is now, plus any `extra` routes. */
export function modelServer(model: () => Model, extra: Record<string, Handler> = {}, role = 'administrator') {
  return routesHandler({
    'GET /api/profile/': () => json({ ...PROFILE, role }),
    'GET /api/secrets/ml_model/': () => json(model()),
    ...extra,
  });
}

export const renderModel = () =>
  renderWithProviders(<MlModelPage />, { route: '/settings/ml-model', path: '/settings/ml-model' });

/** The value of the field list's `label`. */
export const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
