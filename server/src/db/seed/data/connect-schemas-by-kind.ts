// The connection form a delivery service of each kind asks for, unless connect-schemas.ts has its own.
// Fields follow the product's types (array, bool/boolean, float, integer, other); passwords, keys and tokens
// are marked secret (docs/decisions/security.md "Connection secrets").
import { field, type StoredField } from '../../schema-field';
import type { ProviderKind } from './providers';
import { TARIFFS_BY_KIND, type TariffSeed } from './tariffs';

const credentials = [
  field('login', 'other', ['Логин', 'Login'], { required: true, description: ['Логин в личном кабинете службы', "Login to the service's account"] }),
  field('password', 'other', ['Пароль', 'Password'], { required: true, secret: true }),
];

/** A tariff choice built from the tariff seed, so form options and the tariff list never drift apart. */
export function tariffChoice(tariffs: TariffSeed[], multiple: boolean): StoredField {
  return field('tariffs', 'array', ['Тарифы', 'Tariffs'], {
    multiple,
    description: ['Тарифы, которые предлагать при расчёте', 'Tariffs to offer in calculations'],
    values: Object.fromEntries(tariffs.map((x) => [x.code, x.name])),
  });
}

const testMode = field('testMode', 'boolean', ['Тестовый режим', 'Test mode'], {
  description: ['Заказы уходят в песочницу службы', "Orders go to the service's sandbox"],
});

const BY_KIND: Record<ProviderKind, StoredField[]> = {
  express: [
    ...credentials,
    field('contractNumber', 'other', ['Номер договора', 'Contract number']),
    tariffChoice(TARIFFS_BY_KIND.express, true),
    testMode,
  ],
  pickup: [
    field('apiKey', 'other', ['API-ключ', 'API key'], { required: true, secret: true }),
    field('senderPointCode', 'other', ['Пункт приёма', 'Drop-off point'], {
      description: ['Код пункта, куда вы сдаёте заказы', 'Code of the point where you drop orders off'],
    }),
    field('defaultWeight', 'integer', ['Вес по умолчанию, г', 'Default weight, g']),
    testMode,
  ],
  post: [
    field('token', 'other', ['Токен приложения', 'Application token'], { required: true, secret: true }),
    field('userKey', 'other', ['Ключ пользователя', 'User key'], { required: true, secret: true }),
    field('mailCategory', 'array', ['Категория отправления', 'Mail category'], {
      values: { ORDINARY: ['Обыкновенное', 'Ordinary'], WITH_DECLARED_VALUE: ['С объявленной ценностью', 'With declared value'], WITH_DECLARED_VALUE_AND_CASH_ON_DELIVERY: ['С объявленной ценностью и наложенным платежом', 'With declared value and cash on delivery'] },
    }),
    field('smsNotice', 'bool', ['SMS-уведомление получателю', 'SMS notice to the recipient']),
  ],
  courier: [
    field('apiKey', 'other', ['API-ключ', 'API key'], { required: true, secret: true }),
    field('pickupAddress', 'other', ['Адрес забора', 'Pickup address'], { suggest: 'address' }),
    field('waitingMinutes', 'integer', ['Ожидание курьера, мин', 'Courier waiting, min']),
    field('extraFee', 'float', ['Надбавка к стоимости, ₽', 'Surcharge, RUB']),
  ],
  freight: [
    ...credentials,
    field('senderTerminal', 'other', ['Терминал отправки', 'Departure terminal'], { suggest: 'terminal' }),
    field('cargoInsurance', 'bool', ['Страховать груз', 'Insure the cargo']),
    field('packaging', 'array', ['Упаковка', 'Packaging'], {
      multiple: true,
      values: { crate: ['Обрешётка', 'Crate'], pallet: ['Паллет', 'Pallet'], bag: ['Мешок', 'Bag'], film: ['Стрейч-плёнка', 'Stretch film'] },
    }),
  ],
};

export function schemaForKind(kind: ProviderKind): StoredField[] {
  return BY_KIND[kind];
}
