import { describe, expect, it } from 'vitest';
import { translateErrors, translateMessage } from '..';

describe('API messages in Russian', () => {
  it('translates a known message and leaves an unknown one, and English, as they are', () => {
    expect(translateMessage('This field may not be blank.', 'ru')).toBe('Это поле не может быть пустым.');
    expect(translateMessage('Something nobody wrote down.', 'ru')).toBe('Something nobody wrote down.');
    expect(translateMessage('This field may not be blank.', 'en')).toBe('This field may not be blank.');
  });

  it('keeps the values a pattern carries exactly as they came', () => {
    expect(translateMessage('Unknown trigger "Run_Finished ".', 'ru')).toBe('Неизвестный триггер «Run_Finished ».');
    expect(translateMessage('Invalid pk "42" - object does not exist.', 'ru')).toBe(
      'Объекта с идентификатором «42» не существует.',
    );
    expect(translateMessage('Unknown ordering field "nme". Choose from: name, id.', 'ru')).toBe(
      'Неизвестное поле сортировки «nme». Допустимые поля: name, id.',
    );
    expect(translateMessage('Must be one of: info, warning, critical.', 'ru')).toBe(
      'Допустимые значения: info, warning, critical.',
    );
  });

  it('puts numbers with the Russian plural forms', () => {
    const wait = (n: number) =>
      translateMessage(`Request was throttled. Expected available in ${n} seconds.`, 'ru').replace(
        'Слишком много запросов. Повторите через ',
        '',
      );
    expect([1, 2, 5, 21, 11, 22].map(wait)).toEqual([
      '1 секунду.',
      '2 секунды.',
      '5 секунд.',
      '21 секунду.',
      '11 секунд.',
      '22 секунды.',
    ]);
    expect(translateMessage('At most 255 characters.', 'ru')).toBe('Не более 255 символов.');
    expect(translateMessage('At most 21 characters.', 'ru')).toBe('Не более 21 символа.');
  });

  it('tells zod number bounds apart: >= is not > with "=5"', () => {
    expect(translateMessage('Too small: expected number to be >=5', 'ru')).toBe('Значение должно быть не меньше 5');
    expect(translateMessage('Too small: expected number to be >0', 'ru')).toBe('Значение должно быть больше 0');
  });

  it('translates the messages of a DRF body, nested too, and nothing else', () => {
    const body = {
      name: ['This field may not be blank.', 'At most 255 characters.'],
      conditions: { cvss3_score: ['"ten" is not a number.'] },
      events: ['Unknown trigger "x".'],
      non_field_errors: ['Add at least one condition.'],
    };
    expect(translateErrors(body, 'ru')).toEqual({
      name: ['Это поле не может быть пустым.', 'Не более 255 символов.'],
      conditions: { cvss3_score: ['«ten» — не число.'] },
      events: ['Неизвестный триггер «x».'],
      non_field_errors: ['Добавьте хотя бы одно условие.'],
    });
    expect(
      translateErrors(
        {
          detail: 'A project_sca run is already queued or running for this project (run 7).',
          run_id: 7,
          status: 'Not found.',
        },
        'ru',
      ),
    ).toEqual({
      detail: 'Для этого проекта запуск project_sca уже стоит в очереди или выполняется (запуск 7).',
      run_id: 7,
      status: 'Not found.',
    });
    expect(translateErrors(body, 'en')).toBe(body);
  });
});
