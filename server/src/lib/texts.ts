// Every text the server says to a person, in both languages, in one table. {name} marks a parameter.
import { CHECK_TEXTS } from './check-texts';
import { ORDER_TEXTS } from './order-texts';

export type Lang = 'ru' | 'en';

export const TEXTS = {
  invalidSecurityKey: {
    ru: 'Некорректный ключ безопасности. Пожалуйста, войдите в систему снова!',
    en: 'Verification failed, please Login again.',
  },
  wrongCredentials: { ru: 'Неверный логин или пароль', en: 'Wrong username or password' },
  alreadyExists: { ru: 'Уже существует', en: 'Already exists' },
  /** A client-made id someone else's record has: says what conflicts, never whose it is. */
  idTaken: { ru: 'Этот идентификатор уже занят', en: 'This id is already taken' },
  invalidLink: { ru: 'Некорректная ссылка', en: 'Invalid link' },
  signupPasswordMismatch: {
    ru: 'Пароль не совпадает с указанным при регистрации',
    en: 'The password is not the one chosen at signup',
  },
  incorrectEmail: { ru: 'Неправильный email', en: 'Incorrect email' },
  passwordLength: {
    ru: 'Пароль должен быть не менее {min} и не более {max} символов!',
    en: 'Password must be from {min} to {max} characters long!',
  },
  usernameLength: {
    ru: 'Имя пользователя должно быть не менее {min} и не более {max} символов!',
    en: 'Username must be from {min} to {max} characters!',
  },
  phoneDigits: { ru: 'Введите телефон из 10–15 цифр', en: 'Enter a phone number with 10 to 15 digits' },
  itemsRequired: { ru: 'Добавьте хотя бы один товар', en: 'Add at least one item' },
  endBeforeStart: { ru: 'Конец должен быть позже начала', en: 'The end must be after the start' },
  textTooShort: { ru: 'Длина текста должна быть не менее {min}', en: 'The text must be at least {min} long' },
  textTooLong: { ru: 'Длина текста должна быть не более {max}', en: 'The text must be at most {max} long' },
  numberTooSmall: { ru: 'Значение должно быть не меньше {min}', en: 'The value must be at least {min}' },
  numberTooBig: { ru: 'Значение должно быть не больше {max}', en: 'The value must be at most {max}' },
  required: { ru: 'Введите значение', en: 'Please enter value' },
  invalidValue: { ru: 'Некорректное значение', en: 'Invalid value' },
  invalidOfferTime: {
    ru: 'Время принятия оферты должно быть текущим временем в секундах',
    en: 'The offer acceptance time must be the current unix time in seconds',
  },
  validationFailed: { ru: 'Некорректные данные запроса', en: 'Invalid request data' },
  malformedJson: { ru: 'Тело запроса не является корректным JSON', en: 'The request body is not valid JSON' },
  nulCharacter: { ru: 'Текст не может содержать символ NUL (U+0000)', en: 'Text may not contain the NUL character (U+0000)' },
  unsupportedMediaType: {
    ru: 'Тело запроса должно быть в формате application/json',
    en: 'The request body must be application/json',
  },
  bodyTooLarge: { ru: 'Слишком большой запрос', en: 'Request body too large' },
  invalidFilter: { ru: 'Некорректный фильтр', en: 'Invalid filter' },
  invalidFilterDescription: {
    ru: 'Формат: поле=значение;поле2>значение, операторы = > < %, массивы только с =: поле=[1,2]',
    en: 'Format: field=value;field2>value, operators = > < %, arrays only with =: field=[1,2]',
  },
  filterTooLargeDescription: {
    ru: 'Фильтр слишком большой: не более {length} символов, {conditions} условий и {arrayValues} значений в массиве',
    en: 'The filter is too large: at most {length} characters, {conditions} conditions and {arrayValues} values in an array',
  },
  fieldNotFilterable: { ru: 'Поле нельзя использовать в фильтре', en: 'Field is not filterable' },
  fieldNotFilterableDescription: {
    ru: 'Поле «{field}» нельзя фильтровать. Доступны: {allowed}',
    en: 'Field "{field}" is not filterable. Allowed: {allowed}',
  },
  forbidden: { ru: 'Доступ запрещён', en: 'Access denied' },
  notFound: { ru: 'Не найдено', en: 'Not found' },
  internal: { ru: 'Внутренняя ошибка сервера', en: 'Internal server error' },
  ...ORDER_TEXTS,
  ...CHECK_TEXTS,
  // Sync, Idempotency-Key and the demo fault switches (docs/sync.md).
  invalidCursor: { ru: 'Некорректный курсор синхронизации', en: 'Invalid sync cursor' },
  cursorExpired: {
    ru: 'Курсор синхронизации устарел: загрузите данные заново',
    en: 'The sync cursor has expired: pull the collection from scratch',
  },
  idempotencyInProgress: { ru: 'Задача в процессе обработки', en: 'Task in progress' },
  idempotencyMismatch: {
    ru: 'Этот Idempotency-Key уже использован с другим запросом',
    en: 'This Idempotency-Key was already used with another request',
  },
  /** The stand-in a repeated key gets when the first answer held a secret (an API token's). */
  idempotencyNotReplayable: {
    ru: 'Этот Idempotency-Key уже использован; ответ содержал секрет и не повторяется: созданный токен есть в списке токенов',
    en: 'This Idempotency-Key was already used; its answer held a secret and is not repeated: the token it made is in the token list',
  },
  apiTokenLogout: {
    ru: 'Выход не завершает API-токен: отзовите его в управлении токенами (DELETE /v1/app/tokens/<id>)',
    en: 'Logout does not end an API token: revoke it in token management (DELETE /v1/app/tokens/<id>)',
  },
  serviceUnavailable: { ru: 'Сервис временно недоступен', en: 'Service temporarily unavailable' },
  tooManyRequests: { ru: 'Слишком много запросов, повторите позже', en: 'Too many requests, try again later' },
  versionConflict: {
    ru: 'Запись изменили после того, как вы начали её правку',
    en: 'The record was changed after you started editing it',
  },
  tooManyAttempts: {
    ru: 'Слишком много попыток. Попробуйте через {minutes} мин.',
    en: 'Too many attempts. Try again in {minutes} min.',
  },
  injectedFault: { ru: 'Сбой, включённый для теста', en: 'Fault switched on for a test' },
  // Shops, warehouses, connections and tariff rules.
  shopNameRequired: { ru: 'Необходимо заполнить Имя Магазина', en: 'Please fill in the shop name' },
  warehouseNameRequired: { ru: 'Необходимо заполнить Название склада', en: 'Please fill in the warehouse name' },
  warehousePhoneRequired: { ru: 'Необходимо заполнить Телефон', en: 'Please fill in the phone number' },
  warehouseContactRequired: { ru: 'Необходимо заполнить Контактное лицо', en: 'Please fill in the contact person' },
  warehouseCityRequired: { ru: 'Необходимо заполнить Город', en: 'Please fill in the city' },
  packageNameRequired: { ru: 'Необходимо заполнить Название упаковки', en: 'Please fill in the package name' },
  unknownProvider: {
    ru: 'Служба доставки не найдена или отключена',
    en: 'Unknown or disabled delivery service',
  },
  unknownField: { ru: 'Неизвестное поле', en: 'Unknown field' },
  twoDecimals: { ru: 'Не более двух знаков после запятой', en: 'At most two decimal places' },
  invalidInn: { ru: 'ИНН состоит из 10 или 12 цифр', en: 'The INN has 10 or 12 digits' },
  invalidInnChecksum: { ru: 'Некорректный ИНН: не сходятся контрольные цифры', en: 'Invalid INN: the check digits do not match' },
  invalidUrl: { ru: 'Введите адрес вида https://example.ru', en: 'Enter an address such as https://example.ru' },
  digitsOnly: { ru: 'Только цифры', en: 'Digits only' },
  unknownPlaceholder: {
    ru: 'Шаблон знает только {placeholders}',
    en: 'The template knows only {placeholders}',
  },
  ruleNameRequired: { ru: 'Пожалуйста, введите название', en: 'Please enter a name' },
  repeatedIds: { ru: 'Идентификаторы повторяются', en: 'The ids repeat' },
  copyOf: { ru: '{name} (копия)', en: '{name} (copy)' },
  /** A second point export while the company's previous one runs; a second point upload of an integration. */
  exportInProgress: { ru: 'Задача в процессе обработки', en: 'Task in progress' },
  /** Yandex Market refuses a point without opening hours (src/contract/point-upload.ts refusedByMarket). */
  pointWithoutHours: {
    ru: '«{name}»: маркетплейс не принимает пункт без часов работы',
    en: '"{name}": the marketplace does not take a point without opening hours',
  },
  noCalculations: {
    ru: 'На счёте расчётов не осталось расчётов: пополните его, чтобы пользоваться калькулятором',
    en: 'No calculations left on the calculation account: buy more to use the calculator',
  },
  paymentDeclined: { ru: 'Платёж отклонён платёжной системой', en: 'The payment system declined the payment' },
  paymentSignature: { ru: 'Подпись уведомления о платеже неверна', en: 'The payment notice signature is invalid' },
  paymentAmountMismatch: { ru: 'Сумма платежа не совпадает с суммой счёта', en: 'The payment amount differs from the invoice amount' },
  invoiceSettled: { ru: 'Счёт уже закрыт другим платежом', en: 'The invoice is already settled by another payment' },
  paymentsOff: { ru: 'Сервер не принимает уведомления о платежах', en: 'This server takes no payment notices' },
  invoiceNotFound: { ru: 'Счёт не найден', en: 'Invoice not found' },
  notEnoughMoney: {
    ru: 'На денежном счёте недостаточно средств: пополните его',
    en: 'Not enough money on the money account: top it up',
  },
  // The point export's sheet (points/export-sheet.ts): its name and column headers.
  pointSheet: { ru: 'Пункты выдачи', en: 'Pickup points' },
  pointColumnId: { ru: 'ID', en: 'ID' },
  pointColumnProviderKey: { ru: 'Служба доставки', en: 'Delivery service' },
  pointColumnCode: { ru: 'Код', en: 'Code' },
  pointColumnName: { ru: 'Название', en: 'Name' },
  pointColumnType: { ru: 'Тип', en: 'Type' },
  pointColumnCity: { ru: 'Город', en: 'City' },
  pointColumnAddress: { ru: 'Адрес', en: 'Address' },
  pointColumnPostIndex: { ru: 'Индекс', en: 'Postcode' },
  pointColumnLat: { ru: 'Широта', en: 'Latitude' },
  pointColumnLng: { ru: 'Долгота', en: 'Longitude' },
  pointColumnTimetable: { ru: 'Режим работы', en: 'Opening hours' },
  pointColumnPaymentCard: { ru: 'Оплата картой', en: 'Card payment' },
  pointColumnPaymentCash: { ru: 'Оплата наличными', en: 'Cash payment' },
  pointColumnCod: { ru: 'Наложенный платёж', en: 'Cash on delivery' },
  pointColumnAvailableOperation: { ru: 'Операции', en: 'Operations' },
} as const satisfies Record<string, Record<Lang, string>>;

export type TextKey = keyof typeof TEXTS;
export type TextParams = Record<string, string | number>;

export function text(key: TextKey, lang: Lang, params?: TextParams): string {
  const template: string = TEXTS[key][lang];
  return params ? template.replace(/\{(\w+)\}/g, (m, name: string) => String(params[name] ?? m)) : template;
}
