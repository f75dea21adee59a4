import type { MessageTable } from './translate';

/** Russian plural: `plural(21, 'символа', 'символов', 'символов')` → 'символа' (one, few, many). */
function plural(value: string, one: string, few: string, many: string): string {
  const category = new Intl.PluralRules('ru').select(Number(value));
  return category === 'one' ? one : category === 'few' ? few : many;
}

/** After «не более / не менее» (genitive): 1 символа, 2 символов, 5 символов, 21 символа. */
const characters = (n: string) => plural(n, 'символа', 'символов', 'символов');
const items = (n: string) => plural(n, 'элемента', 'элементов', 'элементов');

const RUN_TARGETS: Record<string, string> = {
  project: 'этого проекта',
  'container image': 'этого образа контейнера',
  installation: 'этой инсталляции',
};

/**
 * The API's error messages in Russian, keyed by the English text (src/contract/messages/translate.ts).
 * Used by the server for `Accept-Language: ru` and by the console for the same schemas' messages in
 * forms. A new English message in the contract or the server needs its line here: a test looks for
 * them in the source.
 */
export const RU_MESSAGES: MessageTable = {
  // DRF's own messages, as the API answers them
  'This field is required.': 'Обязательное поле.',
  'This field may not be blank.': 'Это поле не может быть пустым.',
  'Select a valid choice.': 'Выберите допустимое значение.',
  'Select a valid choice: json or csv.': 'Выберите допустимое значение: json или csv.',
  'A valid integer is required.': 'Требуется целое число.',
  'Not found.': 'Не найдено.',
  'Invalid page.': 'Неверный номер страницы.',
  'Authentication credentials were not provided.': 'Учётные данные не предоставлены.',
  'Invalid token.': 'Недействительный токен.',
  'You do not have permission to perform this action.': 'У вас нет прав на это действие.',
  'Method "{method}" not allowed.': 'Метод «{method}» не разрешён.',
  'Unsupported media type "{type}" in request.': 'Неподдерживаемый тип данных «{type}» в запросе.',
  'JSON parse error - {reason}': 'Ошибка разбора JSON: {reason}',
  'Request body is too large (limit 1 MiB).': 'Тело запроса слишком большое (предел — 1 МиБ).',
  'Bad request.': 'Некорректный запрос.',
  'Internal server error.': 'Внутренняя ошибка сервера.',
  'Request was throttled.': 'Слишком много запросов.',
  'Request was throttled. Expected available in {n} seconds.': ({ n }) =>
    `Слишком много запросов. Повторите через ${n} ${plural(n!, 'секунду', 'секунды', 'секунд')}.`,
  'Request was throttled. Expected available in 1 second.': 'Слишком много запросов. Повторите через 1 секунду.',
  'The request was not received in full.': 'Запрос получен не полностью.',
  'Invalid pk "{id}" - object does not exist.': 'Объекта с идентификатором «{id}» не существует.',
  'Unknown ordering field "{field}". Choose from: {fields}.':
    'Неизвестное поле сортировки «{field}». Допустимые поля: {fields}.',

  // Field checks of the contract's schemas
  'Use only printable ASCII characters (letters, digits, punctuation, spaces): the token is sent in an HTTP header.':
    'Используйте только печатаемые символы ASCII (латинские буквы, цифры, знаки препинания, пробелы): токен передаётся в HTTP-заголовке.',
  'The token may not start or end with a space.': 'Токен не может начинаться или заканчиваться пробелом.',
  'At most {n} characters.': ({ n }) => `Не более ${n} ${characters(n!)}.`,
  'Must be true or false.': 'Значение должно быть true или false.',
  'Must be 30 or 90.': 'Значение должно быть 30 или 90.',
  'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.':
    'Введите правильное имя пользователя. Оно может содержать только буквы, цифры и символы @/./+/-/_.',
  'A user with that username already exists.': 'Пользователь с таким именем уже существует.',
  'Enter a valid email address.': 'Введите правильный адрес электронной почты.',
  'The last active administrator can be neither deactivated nor demoted.':
    'Последнего активного администратора нельзя ни отключить, ни понизить в роли.',
  'An inactive user cannot be given a token: activate it first.':
    'Отключённому пользователю нельзя выдать токен: сначала включите его.',
  'Enter a valid date/time.': 'Введите правильные дату и время.',
  'Must be "true" or "false".': 'Значение должно быть «true» или «false».',
  'Must be a string.': 'Значение должно быть строкой.',
  'Must be a positive whole number.': 'Значение должно быть целым положительным числом.',
  'Must be one of: {values}.': 'Допустимые значения: {values}.',
  'Enter a value.': 'Введите значение.',
  'Unknown condition "{key}".': 'Неизвестное условие «{key}».',
  '"{value}" is not a number.': '«{value}» — не число.',
  'A CVSS score is at most 10.': 'Оценка CVSS не может быть больше 10.',
  'Must be a date like 2026-01-31.': 'Нужна дата вида 2026-01-31.',
  'A comma-separated list with no empty items.': 'Нужен список через запятую без пустых элементов.',
  'Must be "direct" or "transitive".': 'Значение должно быть «direct» или «transitive».',
  'Must be proprietor ids.': 'Нужны идентификаторы правообладателей.',
  'Must be project ids.': 'Нужны идентификаторы проектов.',
  'Must be {what} ids.': 'Нужны идентификаторы ({what}).',
  'Must be a list of proprietor ids.': 'Нужен список идентификаторов правообладателей.',
  'Must be a list of project ids.': 'Нужен список идентификаторов проектов.',
  'Must be a list of {what} ids.': 'Нужен список идентификаторов ({what}).',
  'Must be a list of stages.': 'Нужен список стадий.',
  'Choose at least one stage.': 'Выберите хотя бы одну стадию.',
  'A stage is listed twice.': 'Стадия указана дважды.',
  'A condition value is a string.': 'Значение условия должно быть строкой.',
  'Must be an object of condition values.': 'Нужен объект со значениями условий.',
  'Add at least one condition.': 'Добавьте хотя бы одно условие.',
  'Must be "and" or "or".': 'Значение должно быть «and» или «or».',
  'Must be "vcs" or "cli".': 'Значение должно быть «vcs» или «cli».',
  'Enter a git URL: https://…, ssh://…, git@host:org/repo.git or file:///path.':
    'Введите URL git-репозитория: https://…, ssh://…, git@host:org/repo.git или file:///path.',
  'Give {"token"} (with an optional "username") or {"ssh_private_key"}, or null.':
    'Укажите {"token"} (и при необходимости "username") или {"ssh_private_key"}, либо null.',
  'A user name has no spaces or colons.': 'Имя пользователя не может содержать пробелы и двоеточия.',
  'A token is printable ASCII without spaces.': 'Токен состоит из печатных символов ASCII без пробелов.',
  'Paste a private key: it starts with -----BEGIN … PRIVATE KEY-----.':
    'Вставьте закрытый ключ: он начинается с -----BEGIN … PRIVATE KEY-----.',
  'A CLI project has no repository to sign in to.': 'У CLI-проекта нет репозитория, для которого нужны учётные данные.',
  'file:// repositories are allowed only with ARGUS_ALLOW_LOCAL_REPOSITORIES=true.':
    'Репозитории file:// разрешены только при ARGUS_ALLOW_LOCAL_REPOSITORIES=true.',
  'Put credentials in repo_auth, not in the URL.': 'Учётные данные указывайте в repo_auth, а не в URL.',
  'The repository host is not a public address.': 'Хост репозитория — не публичный адрес.',
  'Must be a proprietor id.': 'Нужен идентификатор правообладателя.',
  'A VCS project needs a repository URL.': 'Для VCS-проекта нужен URL репозитория.',
  'A CLI project has no repository URL.': 'У CLI-проекта не бывает URL репозитория.',
  'Must be "active" or "ignored".': 'Значение должно быть «active» или «ignored».',
  'Not a known trigger.': 'Неизвестный триггер.',
  'Not a trigger a webhook can subscribe to.': 'На этот триггер вебхук подписать нельзя.',
  'Must be an ISO 8601 date-time.': 'Нужны дата и время в формате ISO 8601.',
  'Enter an absolute URL with its protocol, e.g. https://hooks.example.com/argus.':
    'Введите полный URL с протоколом, например https://hooks.example.com/argus.',
  'The URL must start with http:// or https://.': 'URL должен начинаться с http:// или https://.',
  'The URL needs a host.': 'В URL не указан хост.',
  'Put credentials in the token, not in the URL.': 'Учётные данные указывайте в токене, а не в URL.',
  'Must be a list of triggers.': 'Нужен список триггеров.',
  'Choose at least one event.': 'Выберите хотя бы одно событие.',
  'Unknown trigger "{value}".': 'Неизвестный триггер «{value}».',
  'The test trigger cannot be subscribed to.': 'На тестовый триггер подписаться нельзя.',
  'An event is listed twice.': 'Событие указано дважды.',
  'Choose a trigger other than test.': 'Выберите любой триггер, кроме test.',
  'Must be a webhook id.': 'Нужен идентификатор вебхука.',

  // Policy rule groups (CONTRACT §12)
  'Must be a group: {"combinator", "rules"}.': 'Нужна группа: {"combinator", "rules"}.',
  'Must be a rule {"field", "operator", "value"} or a group {"combinator", "rules"}.':
    'Нужно правило {"field", "operator", "value"} или группа {"combinator", "rules"}.',
  'Must be a list of rules and groups.': 'Нужен список правил и групп.',
  'Add at least one rule.': 'Добавьте хотя бы одно правило.',
  'Groups nest at most {n} levels deep.': ({ n }) =>
    `Группы могут быть вложены не более чем на ${n} ${plural(n!, 'уровень', 'уровня', 'уровней')}.`,
  'At most {n} rules.': ({ n }) => `Не более ${n} ${plural(n!, 'правила', 'правил', 'правил')}.`,
  'Give either conditions (with conditions_connector) or condition_tree, not both.':
    'Укажите либо conditions (с conditions_connector), либо condition_tree, но не то и другое сразу.',
  'A whole number of days from 1 to 365, or null.': 'Целое число дней от 1 до 365 или null.',
  'Not a valid regular expression ({reason}).': 'Недопустимое регулярное выражение ({reason}).',
  'Back-references are not allowed in a pattern.': 'Обратные ссылки в регулярном выражении не допускаются.',
  'Nested repetition such as (a+)+ can take exponential time: simplify the pattern.':
    'Вложенные повторения вида (a+)+ могут выполняться экспоненциально долго: упростите выражение.',
  'The pattern takes too long to match: simplify it.':
    'Сопоставление с этим выражением занимает слишком много времени: упростите его.',

  // The server's own checks
  'An id is listed twice.': 'Идентификатор указан дважды.',
  'Must be a list of alert ids.': 'Нужен список идентификаторов оповещений.',
  'Select at least one alert.': 'Выберите хотя бы одно оповещение.',
  'At most 1000 alerts at once.': 'Не более 1000 оповещений за раз.',
  'Say why these alerts are ignored.': 'Укажите, почему эти оповещения игнорируются.',
  'A policy with this name already exists.': 'Политика с таким названием уже есть.',
  'Must be a date after today.': 'Нужна дата позже сегодняшней.',
  'A project with this name already exists.': 'Проект с таким названием уже есть.',
  'The type of a project cannot be changed after creation.': 'Тип проекта после создания изменить нельзя.',
  'A proprietor with this name already exists.': 'Правообладатель с таким названием уже есть.',
  'A resolved alert cannot be changed.': 'Решённое оповещение изменить нельзя.',
  'Only a VCS project has a repository to clone.': 'Клонировать репозиторий можно только у VCS-проекта.',
  'There is no trained candidate to accept.': 'Нет обученной модели-кандидата, которую можно принять.',

  // Secrets (CONTRACT §18)
  'Must be an integer.': 'Значение должно быть целым числом.',
  'Must be a list of finding ids.': 'Нужен список идентификаторов находок.',
  'Select at least one finding.': 'Выберите хотя бы одну находку.',
  'At most 1000 findings at once.': 'Не более 1000 находок за раз.',
  'Must be a number from 0 to 1.': 'Значение должно быть числом от 0 до 1.',
  'Training needs at least {n} labelled findings (true or false positives); this installation has {m}.': ({ n, m }) =>
    `Для обучения нужно не менее ${n} ${plural(n!, 'размеченной находки', 'размеченных находок', 'размеченных находок')} (подтверждённых или ложных срабатываний); в этой инсталляции их ${m}.`,
  'Reappeared: a secrets run saw it again after it was marked fixed.':
    'Появился снова: поиск секретов снова нашёл его после того, как он был отмечен исправленным.',
  'The finding has no commit to read it at: run a secrets analysis again.':
    'У находки нет коммита, в котором её можно прочитать: запустите поиск секретов ещё раз.',
  "The project's workspace is gone: clone the repository again to see the code.":
    'Рабочей копии проекта больше нет: клонируйте репозиторий заново, чтобы увидеть код.',
  'The workspace no longer holds this file at this commit.': 'В рабочей копии больше нет этого файла в этом коммите.',
  'The file is too large to show.': 'Файл слишком велик для показа.',
  'The file could not be read from the workspace.': 'Не удалось прочитать файл из рабочей копии.',
  'Repository cloning cannot be cancelled.': 'Клонирование репозитория отменить нельзя.',
  'Run {id} has already ended ({status}).': 'Запуск {id} уже завершён ({status}).',
  'This webhook is disabled: enable it before retrying.':
    'Вебхук отключён: включите его, прежде чем повторять отправку.',
  'This webhook is not failing: its events go out at the next tick.':
    'У вебхука нет сбоев: его события уйдут в ближайшем цикле доставки.',
  'This webhook has no pending events to retry.': 'У вебхука нет ожидающих событий для повторной отправки.',
  "This delivery's events are already queued.": 'События этой доставки уже стоят в очереди.',
  "This delivery's events are no longer stored.": 'События этой доставки больше не хранятся.',
  'A {kind} run is already queued or running for this {target} (run {run}).': ({ kind, target, run }) =>
    `Для ${RUN_TARGETS[target!] ?? target} запуск ${kind} уже стоит в очереди или выполняется (запуск ${run}).`,

  // A failed run's error (src/server/runs/failure-text.ts), shown in the reader's language by the console
  'Authentication failed: the repository refused the credentials (or none were set).':
    'Ошибка аутентификации: репозиторий не принял учётные данные (или они не заданы).',
  'Repository not found, or the credentials give no access to it.':
    'Репозиторий не найден, или учётные данные не дают к нему доступа.',
  'Ref "{ref}" was not found in the repository.': 'Ссылка «{ref}» в репозитории не найдена.',
  'The repository is larger than the limit of {n} MB (ARGUS_REPOSITORY_MAX_MB).':
    'Репозиторий больше допустимого размера в {n} МБ (ARGUS_REPOSITORY_MAX_MB).',
  'Git timed out after {n} s (ARGUS_REPOSITORY_TIMEOUT_SECONDS).':
    'Git не уложился в отведённое время: {n} с (ARGUS_REPOSITORY_TIMEOUT_SECONDS).',
  'Address not allowed: {host} is not a public address (ARGUS_ALLOW_LOCAL_REPOSITORIES).':
    'Адрес не разрешён: {host} — не публичный адрес (ARGUS_ALLOW_LOCAL_REPOSITORIES).',
  'Address not allowed: file:// repositories need ARGUS_ALLOW_LOCAL_REPOSITORIES=true.':
    'Адрес не разрешён: для репозиториев file:// нужно ARGUS_ALLOW_LOCAL_REPOSITORIES=true.',
  'Address not allowed: the {scheme} scheme is not one of https, http and ssh.':
    'Адрес не разрешён: схема {scheme} не входит в число https, http и ssh.',
  'Could not resolve the host {host}.': 'Не удалось определить адрес хоста {host}.',
  'Could not connect to {host}.': 'Не удалось подключиться к {host}.',
  'Git is not installed on the machine of the service.': 'На машине сервиса не установлен git.',
  'The run was cancelled.': 'Запуск отменён.',
  'Git failed: {detail}': 'Ошибка git: {detail}',
  'The analysis failed: {message}': 'Анализ завершился ошибкой: {message}',
  'The analysis ran out of memory (limit {n} MB, ARGUS_ANALYSIS_MEMORY_MB).':
    'Анализу не хватило памяти (предел {n} МБ, ARGUS_ANALYSIS_MEMORY_MB).',
  'The analysis process ended unexpectedly ({how}).': 'Процесс анализа неожиданно завершился ({how}).',
  'The service stopped while the run was in progress.': 'Сервис остановился во время выполнения запуска.',
  'The analysis process was stopped before the run ended.': 'Процесс анализа был остановлен до завершения запуска.',
  "The project's stored repository credentials cannot be decrypted with this process's ARGUS_SECRET_KEY: set them again.":
    'Сохранённые учётные данные репозитория не расшифровываются ключом ARGUS_SECRET_KEY этого процесса: задайте их заново.',
  'The project has no repository: only a VCS project can be cloned and read.':
    'У проекта нет репозитория: клонировать и читать можно только VCS-проект.',
  'Project {id} no longer exists.': 'Проекта {id} больше нет.',
  'Container image {id} no longer exists.': 'Образа контейнера {id} больше нет.',
  'Analyses are not configured in this process.': 'В этом процессе анализы не настроены.',

  // Uploads (CONTRACT §16)
  'The upload is too large (limit {n} MiB).': 'Загрузка слишком велика (предел — {n} МиБ).',
  'Send the files as multipart/form-data.': 'Отправьте файлы как multipart/form-data.',
  'No file was submitted.': 'Файл не был отправлен.',
  'The upload could not be read: {message}.': 'Загрузку не удалось прочитать: {message}.',
  'None of the files is a manifest, lockfile or SBOM that Argus reads ({names}).':
    'Ни один из файлов не является манифестом, lock-файлом или SBOM, которые читает Argus ({names}).',

  // Container images and artifact repositories (CONTRACT §17)
  'Enter an image name as repo/image:tag or repo/image@sha256:<digest>.':
    'Укажите имя образа в виде repo/image:tag или repo/image@sha256:<дайджест>.',
  'Enter an http or https URL.': 'Укажите URL с http или https.',
  'A container image with this name already exists.': 'Образ контейнера с таким именем уже есть.',
  'An artifact repository with this name already exists.': 'Репозиторий артефактов с таким названием уже есть.',
  'The artifact repository still has {n} container images: delete or move them first.':
    'В репозитории артефактов ещё есть образы контейнеров ({n}): сначала удалите или перенесите их.',
  'Send one file: an image archive or an SBOM.': 'Отправьте один файл: архив образа или SBOM.',
  '{name} is neither an image archive (docker save, OCI image layout) nor an SBOM (CycloneDX, SPDX).':
    '{name} — не архив образа (docker save, OCI image layout) и не SBOM (CycloneDX, SPDX).',
  "The image's artifact repository is a {kind} repository: only a docker registry can be pulled from (upload the image archive instead).":
    'Репозиторий артефактов образа имеет тип {kind}: загрузить образ можно только из реестра docker (или загрузите архив образа).',
  "The artifact repository's stored credentials cannot be decrypted with this process's ARGUS_SECRET_KEY: set them again.":
    'Сохранённые учётные данные репозитория артефактов не расшифровываются ключом ARGUS_SECRET_KEY этого процесса: задайте их заново.',

  // zod's own messages, for checks that give none
  'Invalid input': 'Неверное значение',
  'Invalid input: expected {expected}, received {received}':
    'Неверное значение: ожидается {expected}, получено {received}',
  'Invalid option: expected one of {values}': 'Недопустимое значение: ожидается одно из {values}',
  'Invalid string: must match pattern {pattern}': 'Строка не соответствует шаблону {pattern}',
  'Too big: expected string to have <={n} characters': ({ n }) => `Не более ${n} ${characters(n!)}`,
  'Too small: expected string to have >={n} characters': ({ n }) => `Не менее ${n} ${characters(n!)}`,
  'Too big: expected array to have <={n} items': ({ n }) => `Не более ${n} ${items(n!)}`,
  'Too small: expected array to have >={n} items': ({ n }) => `Не менее ${n} ${items(n!)}`,
  'Too big: expected number to be <={n}': 'Значение должно быть не больше {n}',
  'Too big: expected number to be <{n}': 'Значение должно быть меньше {n}',
  'Too small: expected number to be >={n}': 'Значение должно быть не меньше {n}',
  'Too small: expected number to be >{n}': 'Значение должно быть больше {n}',
  // Clones (CONTRACT §19): why a fragment's code cannot be shown
  'The fragment does not name a commit and file that can be read.':
    'Фрагмент не указывает коммит и файл, которые можно прочитать.',
  "The project's workspace no longer exists.": 'Рабочей копии проекта больше нет.',
  "The project's workspace no longer holds this file at the analysed commit.":
    'В рабочей копии проекта больше нет этого файла в проанализированном коммите.',
  // Secrets rules files (ARGUS_SECRETS_RULES): what a field must hold.
  'a commit hash': 'хеш коммита',
  'lower-case letters, digits, ".", "_" and "-"': 'строчные латинские буквы, цифры, «.», «_» и «-»',
  'Enter a valid URL.': 'Введите правильный URL.',
};
