// Services whose connection form differs from their kind's (connect-schemas-by-kind.ts).
import { field, type StoredField } from '../../schema-field';
import { tariffChoice } from './connect-schemas-by-kind';
import { TARIFFS_BY_PROVIDER } from './tariffs';

export const CONNECT_SCHEMAS: Record<string, StoredField[]> = {
  cdek: [
    field('account', 'other', ['Идентификатор клиента (Account)', 'Client identifier (Account)'], { required: true }),
    field('secure', 'other', ['Секретный ключ (Secure password)', 'Secret key (Secure password)'], { required: true, secret: true }),
    tariffChoice(TARIFFS_BY_PROVIDER.cdek ?? [], true),
    field('senderCity', 'other', ['Город отправителя', "Sender's city"], { suggest: 'city' }),
    field('shipmentPoint', 'other', ['Пункт приёма СДЭК', 'CDEK drop-off point'], { suggest: 'point' }),
    field('defaultWeight', 'integer', ['Вес по умолчанию, г', 'Default weight, g']),
    field('extraDays', 'integer', ['Добавить дней к сроку', 'Days added to the estimate']),
    field('insuranceMinimum', 'float', ['Минимальная страховка, ₽', 'Minimum insurance, RUB']),
    field('printFormat', 'array', ['Формат этикетки', 'Label format'], { values: { A4: 'A4', A5: 'A5', A6: 'A6' } }),
    field('testMode', 'boolean', ['Тестовый режим', 'Test mode']),
  ],
  rupost: [
    field('token', 'other', ['Токен приложения', 'Application token'], { required: true, secret: true }),
    field('userKey', 'other', ['Ключ пользователя', 'User key'], { required: true, secret: true }),
    tariffChoice(TARIFFS_BY_PROVIDER.rupost ?? [], true),
    field('senderIndex', 'integer', ['Индекс места приёма', 'Post code of the drop-off office'], { required: true }),
    field('fragile', 'bool', ['Осторожно/Хрупкое', 'Fragile']),
    field('smsNotice', 'bool', ['SMS-уведомление получателю', 'SMS notice to the recipient']),
  ],
};
