import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAGES } from '../../../contract/stages';
import { activateLanguage, i18n } from '../i18n';
import { LICENSE_CATEGORY_LABELS } from '../license-category-labels';
import { RUN_KIND_LABELS } from '../run-queries';
import { SEVERITY_LABELS } from '../severity-labels';
import { STAGE_LABELS } from '../stage-labels';

describe('label tables read in the console’s language', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keep their English words, and every key, while the console is in English', () => {
    expect(STAGES.map((s) => STAGE_LABELS[s])).toEqual(['Dev', 'Source', 'Build', 'Stage', 'Test', 'Prod', 'Proxy']);
    expect({ ...RUN_KIND_LABELS }).toEqual({
      project_sca: 'Project SCA',
      container_image_sca: 'Container image SCA',
      clones: 'Clones',
      authors: 'Authors',
      repository_cloning: 'Repository cloning',
      project_secrets: 'Secrets',
      secrets_ml_training: 'Secrets ML training',
    });
    expect(Object.values(SEVERITY_LABELS)).toEqual(['Low', 'Medium', 'High', 'Critical']);
    expect(LICENSE_CATEGORY_LABELS.weak_copyleft).toBe('Weak copyleft');
  });

  it('read in Russian once Russian is active, and in English again after switching back', async () => {
    await activateLanguage('ru');
    expect(STAGES.map((s) => STAGE_LABELS[s])).toEqual([
      'Разработка',
      'Исходный код',
      'Сборка',
      'Стейджинг',
      'Тестирование',
      'Продакшн',
      'Прокси',
    ]);
    expect(RUN_KIND_LABELS.container_image_sca).toBe('SCA образа контейнера');
    expect(RUN_KIND_LABELS.secrets_ml_training).toBe('Обучение ML-модели поиска секретов');
    expect(Object.values(SEVERITY_LABELS)).toEqual(['Низкая', 'Средняя', 'Высокая', 'Критическая']);
    expect(Object.values(LICENSE_CATEGORY_LABELS)).toEqual([
      'Пермиссивная',
      'Слабый копилефт',
      'Сильный копилефт',
      'Сетевой копилефт',
      'Общественное достояние',
      'Проприетарная',
      'Неизвестная',
    ]);

    await activateLanguage('en');
    expect(STAGE_LABELS.prod).toBe('Prod');
    expect(SEVERITY_LABELS.critical).toBe('Critical');
  });

  it('read in English before any language is active (a page module evaluated while its catalog loads)', () => {
    vi.spyOn(i18n, 'locale', 'get').mockReturnValue('');
    expect(() => i18n._('lib.stage.build')).toThrow(/without setting a locale/);
    expect(STAGE_LABELS.build).toBe('Build');
    expect(RUN_KIND_LABELS.project_sca).toBe('Project SCA');
    expect(SEVERITY_LABELS.high).toBe('High');
    expect(LICENSE_CATEGORY_LABELS.public_domain).toBe('Public domain');
  });
});
