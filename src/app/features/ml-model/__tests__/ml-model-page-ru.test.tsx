import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { json, mockFetch, TOKEN } from '../../../test/fetch-mock';
import { type Model, modelBody, modelServer, renderModel, term } from './fixtures';

describe('secrets ML model page in Russian', () => {
  beforeEach(async () => {
    await activateLanguage('ru');
    sessionStore.start(TOKEN, '');
  });

  it('describes a base model that was never trained, in Russian', async () => {
    mockFetch(modelServer(() => ({ model_type: 'base', training_status: 'none', has_candidate: false })));
    renderModel();
    expect(screen.getByRole('heading', { level: 1, name: 'ML-модель поиска секретов' })).toBeInTheDocument();
    expect(document.title).toBe('ML-модель поиска секретов · Argus');
    expect(await screen.findByText('Базовая модель (поставляется с Argus)')).toBeInTheDocument();
    expect(term('Используемая модель')).toHaveTextContent('Базовая модель (поставляется с Argus)');
    expect(term('Обучение')).toHaveTextContent('Не обучалась');
    expect(term('Обученный кандидат')).toHaveTextContent('Нет');
    const actions = await screen.findByRole('region', { name: 'Действия' });
    expect(within(actions).getByRole('button', { name: 'Запустить обучение' })).toBeEnabled();
    expect(within(actions).getByRole('button', { name: 'Принять кандидата' })).toBeDisabled();
    expect(within(actions).getByRole('button', { name: 'Сбросить' })).toBeDisabled();
  });

  it('says a training is running, and purges after a Russian confirmation', async () => {
    const show = vi.spyOn(notifications, 'show');
    let model: Model = { model_type: 'user', training_status: 'running', has_candidate: true };
    mockFetch(
      modelServer(() => model, {
        'POST /api/secrets/ml_model/purge/': () => {
          model = { model_type: 'base', training_status: 'none', has_candidate: false };
          return json(modelBody(model));
        },
      }),
    );
    const { user } = renderModel();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Обучение выполняется. Страница обновится, когда оно закончится.',
    );
    expect(term('Используемая модель')).toHaveTextContent('Пользовательская модель (обучена на ваших данных)');
    expect(term('Обученный кандидат')).toHaveTextContent('Готов к принятию');

    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сбросить пользовательскую модель?' });
    expect(dialog).toHaveTextContent('Это действие нельзя отменить.');
    await user.click(within(dialog).getByRole('button', { name: 'Сбросить' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Модель сброшена: используется базовая модель.' }),
      ),
    );
    await waitFor(() => expect(term('Используемая модель')).toHaveTextContent('Базовая модель'));
  });

  it('tells an auditor the page is read-only, in Russian', async () => {
    mockFetch(
      modelServer(() => ({ model_type: 'base', training_status: 'queued', has_candidate: false }), {}, 'auditor'),
    );
    renderModel();
    expect(
      await screen.findByText('Обучать, принимать и сбрасывать модель могут только администраторы.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Только просмотр')).toBeInTheDocument();
    expect(term('Обучение')).toHaveTextContent('В очереди');
    expect(screen.queryByRole('button', { name: 'Запустить обучение' })).not.toBeInTheDocument();
  });
});
