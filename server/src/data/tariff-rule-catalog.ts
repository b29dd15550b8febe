// What the tariff rule editor offers (GET /v1/app/editors/tariff/rules/schema), as a multi-carrier
// aggregator's rule engine sees a calculated tariff: conditions on the shipment and the tariff, actions
// on the tariff's cost, term and visibility. Names in both languages; values checked by
// lib/tariff-rule-check.ts. The brief's action names map to rows as: setDeliveryCost = deliveryCost set,
// addPercent / addFixed / roundUp = deliveryCost addPercent / addFixed / roundUp, hideTariff = tariff
// hide, setDaysAdd = deliveryDays add.
import type { RULE_VALUE_TYPES } from '../../../src/contract';

type Texts = [ru: string, en: string];
type ValueType = (typeof RULE_VALUE_TYPES)[number];

export type RuleFieldDef = {
  field: string;
  name: Texts;
  description: Texts;
  type: ValueType;
  operators: readonly string[];
  /** Key of the choice list (meta.dictionary or meta.staticData) of an enum field. */
  values: string | null;
  unit: string | null;
};

const def = (
  field: string, name: Texts, type: ValueType, operators: readonly string[],
  o: { values?: string; unit?: string; description?: Texts } = {},
): RuleFieldDef => ({
  field, name, type, operators, values: o.values ?? null, unit: o.unit ?? null, description: o.description ?? ['', ''],
});

const COMPARE = ['=', '!=', '>', '<', '>=', '<='] as const;
const CHOOSE = ['=', '!=', 'in', 'notIn'] as const;
const TEXT = ['=', '!=', 'in', 'notIn', 'contains'] as const;
/** Operators whose value is a non-empty list. */
export const LIST_OPERATORS = new Set(['in', 'notIn']);

export const RULE_CONDITIONS: RuleFieldDef[] = [
  def('providerKey', ['Служба доставки', 'Delivery service'], 'enum', CHOOSE, { values: 'providers' }),
  def('tariffId', ['Тариф', 'Tariff'], 'enum', CHOOSE, { values: 'tariffs' }),
  def('deliveryType', ['Способ доставки', 'Delivery type'], 'enum', ['=', '!='], { values: 'deliveryTypes' }),
  def('pickupType', ['Способ передачи в службу', 'Pickup type'], 'enum', ['=', '!='], { values: 'pickupTypes' }),
  def('weight', ['Вес отправления', 'Parcel weight'], 'integer', COMPARE, { unit: 'g' }),
  def('assessedCost', ['Объявленная ценность', 'Declared value'], 'number', COMPARE, { unit: 'RUB' }),
  def('codCost', ['Наложенный платёж', 'Cash on delivery'], 'number', COMPARE, { unit: 'RUB' }),
  def('deliveryCost', ['Стоимость доставки от службы', "Service's delivery cost"], 'number', COMPARE, {
    unit: 'RUB', description: ['До применения правил', 'Before any rule applies'],
  }),
  def('daysMax', ['Срок доставки (до)', 'Delivery time (up to)'], 'integer', COMPARE, { unit: 'days' }),
  def('cityFrom', ['Город отправителя', "Sender's city"], 'string', TEXT),
  def('cityTo', ['Город получателя', "Recipient's city"], 'string', TEXT),
  def('regionFrom', ['Регион отправителя', "Sender's region"], 'string', TEXT),
  def('regionTo', ['Регион получателя', "Recipient's region"], 'string', TEXT),
];

export const RULE_ACTIONS: RuleFieldDef[] = [
  def('deliveryCost', ['Стоимость доставки', 'Delivery cost'], 'number', ['set', 'addFixed', 'addPercent', 'roundUp'], {
    unit: 'RUB', description: ['Сумма со знаком минус даёт скидку', 'A negative amount gives a discount'],
  }),
  def('deliveryDays', ['Срок доставки', 'Delivery time'], 'integer', ['add', 'set'], { unit: 'days' }),
  def('tariff', ['Тариф', 'Tariff'], 'boolean', ['hide'], {
    description: ['Тариф не показывается в расчёте', 'The tariff is left out of calculations'],
  }),
];

export const OPERATOR_NAMES: Record<string, Texts> = {
  '=': ['равно', 'equals'],
  '!=': ['не равно', 'does not equal'],
  '>': ['больше', 'greater than'],
  '<': ['меньше', 'less than'],
  '>=': ['не меньше', 'at least'],
  '<=': ['не больше', 'at most'],
  in: ['одно из', 'one of'],
  notIn: ['ни одно из', 'none of'],
  contains: ['содержит', 'contains'],
  set: ['установить', 'set to'],
  addFixed: ['прибавить сумму', 'add an amount'],
  addPercent: ['прибавить процент', 'add a percentage'],
  roundUp: ['округлить вверх до кратного', 'round up to a multiple of'],
  add: ['прибавить дней', 'add days'],
  hide: ['скрыть', 'hide'],
};

/** Fixed choice lists (meta.staticData). */
export const STATIC_CHOICES: Record<string, Array<{ value: string | number; label: Texts }>> = {
  deliveryTypes: [
    { value: 1, label: ['Курьером до двери', 'Courier to the door'] },
    { value: 2, label: ['До пункта выдачи', 'To a pickup point'] },
  ],
  pickupTypes: [
    { value: 1, label: ['Забор курьером', 'Courier pickup'] },
    { value: 2, label: ['Сдача в пункт приёма', 'Drop-off at a point'] },
  ],
  statuses: [
    { value: 'enabled', label: ['Включено', 'Enabled'] },
    { value: 'disabled', label: ['Выключено', 'Disabled'] },
  ],
  units: [
    { value: 'g', label: ['г', 'g'] },
    { value: 'RUB', label: ['₽', 'RUB'] },
    { value: '%', label: ['%', '%'] },
    { value: 'days', label: ['дн.', 'days'] },
  ],
};
