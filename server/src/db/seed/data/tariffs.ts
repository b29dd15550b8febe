// Tariffs of the demo world. CDEK and Russian Post get their real tariff codes; other services get the
// typical set of their kind. pickupType: 1 courier pickup, 2 drop-off at a point; deliveryType: 1 to the
// door, 2 to a point. Weights in grams.
import type { ProviderKind } from './providers';

export type TariffSeed = {
  code: string;
  name: [ru: string, en: string];
  weightMin: number;
  weightMax: number;
  pickupType: 1 | 2;
  deliveryType: 1 | 2;
};

const t = (
  code: string, ru: string, en: string, pickupType: 1 | 2, deliveryType: 1 | 2, weightMax = 30000, weightMin = 0,
): TariffSeed => ({ code, name: [ru, en], weightMin, weightMax, pickupType, deliveryType });

export const TARIFFS_BY_PROVIDER: Record<string, TariffSeed[]> = {
  cdek: [
    t('136', 'Посылка склад-склад', 'Parcel warehouse-warehouse', 2, 2),
    t('137', 'Посылка склад-дверь', 'Parcel warehouse-door', 2, 1),
    t('138', 'Посылка дверь-склад', 'Parcel door-warehouse', 1, 2),
    t('139', 'Посылка дверь-дверь', 'Parcel door-door', 1, 1),
    t('234', 'Экономичная посылка склад-склад', 'Economy parcel warehouse-warehouse', 2, 2, 50000),
    t('233', 'Экономичная посылка склад-дверь', 'Economy parcel warehouse-door', 2, 1, 50000),
    t('368', 'Посылка склад-постамат', 'Parcel warehouse-locker', 2, 2, 20000),
    t('366', 'Посылка дверь-постамат', 'Parcel door-locker', 1, 2, 20000),
  ],
  rupost: [
    t('4030', 'Посылка онлайн', 'Online parcel', 2, 2, 20000),
    t('24030', 'Курьер онлайн', 'Online courier', 2, 1, 31500),
    t('47030', 'Посылка 1 класса', 'First-class parcel', 2, 2, 2500),
    t('23030', 'Посылка нестандартная', 'Non-standard parcel', 2, 2, 50000),
  ],
};

export const TARIFFS_BY_KIND: Record<ProviderKind, TariffSeed[]> = {
  express: [
    t('door-door', 'Экспресс дверь-дверь', 'Express door-door', 1, 1),
    t('door-point', 'Экспресс дверь-ПВЗ', 'Express door-pickup point', 1, 2),
    t('point-door', 'Экспресс ПВЗ-дверь', 'Express pickup point-door', 2, 1),
    t('point-point', 'Экспресс ПВЗ-ПВЗ', 'Express pickup point-pickup point', 2, 2),
  ],
  pickup: [
    t('to-point', 'До пункта выдачи', 'To a pickup point', 2, 2, 15000),
    t('pickup-to-point', 'Забор курьером до пункта выдачи', 'Courier pickup to a pickup point', 1, 2, 15000),
    t('to-door', 'Курьерская доставка', 'Courier delivery', 2, 1, 15000),
  ],
  post: [
    t('parcel', 'Посылка', 'Parcel', 2, 2, 20000),
    t('parcel-courier', 'Посылка с доставкой курьером', 'Parcel with courier delivery', 2, 1, 20000),
    t('small-packet', 'Мелкий пакет', 'Small packet', 2, 2, 2000),
  ],
  courier: [
    t('same-day', 'Курьер день в день', 'Same-day courier', 1, 1, 10000),
    t('next-day', 'Курьер на следующий день', 'Next-day courier', 1, 1, 15000),
  ],
  freight: [
    t('terminal-terminal', 'Сборный груз терминал-терминал', 'Groupage terminal-terminal', 2, 2, 1000000, 1000),
    t('door-door', 'Сборный груз дверь-дверь', 'Groupage door-door', 1, 1, 1000000, 1000),
    t('terminal-door', 'Сборный груз терминал-дверь', 'Groupage terminal-door', 2, 1, 1000000, 1000),
  ],
};

export function tariffsOf(providerKey: string, kind: ProviderKind): TariffSeed[] {
  return TARIFFS_BY_PROVIDER[providerKey] ?? TARIFFS_BY_KIND[kind];
}
