// The simulated delivery services' own status codes (status.providerCode) with their names and
// descriptions in both languages, one per aggregator status they map to. Codes follow the style of the
// big Russian services' APIs, so the order log and status history read like the real thing.
import type { OrderStatusKey } from '../../../src/contract';
import type { Lang } from '../lib/texts';

type ProviderStatus = { code: string; ru: [name: string, description: string]; en: [name: string, description: string] };

const p = (code: string, ru: [string, string], en: [string, string]): ProviderStatus => ({ code, ru, en });

export const PROVIDER_STATUSES: Partial<Record<OrderStatusKey, ProviderStatus>> = {
  uploaded: p('ACCEPTED', ['Принят', 'Заказ зарегистрирован в системе'], ['Accepted', 'The order is registered']),
  uploadingError: p('INVALID', ['Некорректный заказ', 'Заказ не прошёл проверку'], ['Invalid order', 'The order failed validation']),
  onPointIn: p('RECEIVED_AT_SHIPMENT_WAREHOUSE', ['Принят на склад отправителя', 'Отправление принято на склад'], ['At the sender warehouse', 'The parcel was accepted at the warehouse']),
  onWay: p('IN_TRANSIT', ['В пути', 'Отправление передано перевозчику'], ['In transit', 'The parcel is with the carrier']),
  onPointOut: p('ACCEPTED_AT_PICK_UP_POINT', ['Принят в пункте выдачи', 'Отправление прибыло в пункт выдачи'], ['At the pickup point', 'The parcel arrived at the pickup point']),
  readyForRecipient: p('READY_FOR_PICKUP', ['Готов к выдаче', 'Получателю отправлено уведомление'], ['Ready for pickup', 'The recipient has been notified']),
  delivering: p('TAKEN_BY_COURIER', ['Выдан курьеру', 'Курьер везёт отправление'], ['With the courier', 'A courier is delivering the parcel']),
  delivered: p('DELIVERED', ['Вручён', 'Отправление вручено получателю'], ['Delivered', 'The parcel was handed to the recipient']),
  returnedFromDelivery: p('NOT_DELIVERED', ['Не вручён', 'Получатель не принял отправление'], ['Not delivered', 'The recipient did not accept the parcel']),
  partialReturn: p('PARTIALLY_DELIVERED', ['Частично вручён', 'Получатель выкупил часть вложений'], ['Partially delivered', 'The recipient kept part of the contents']),
  returnReady: p('RETURN_PREPARED', ['Возврат подготовлен', 'Срок хранения истёк, готовится возврат'], ['Return prepared', 'Storage time is over; a return is being prepared']),
  returning: p('RETURNING', ['Возвращается', 'Отправление едет на склад отправителя'], ['Returning', 'The parcel is on its way back to the sender']),
  returned: p('RETURNED', ['Возвращён отправителю', 'Отправитель получил возврат'], ['Returned to sender', 'The sender has the parcel back']),
  deliveryCanceled: p('CANCELLED', ['Отменён', 'Заказ отменён отправителем'], ['Cancelled', 'The sender cancelled the order']),
  problem: p('DELAYED', ['Задержка', 'Отправление задерживается в пути'], ['Delayed', 'The parcel is delayed in transit']),
  lost: p('LOST', ['Утерян', 'Отправление утеряно, начат розыск'], ['Lost', 'The parcel is lost; a search has started']),
};

/** The code the service reports for a status, or null where the service is not involved (uploading). */
export const providerCodeOf = (key: OrderStatusKey): string | null => PROVIDER_STATUSES[key]?.code ?? null;

const BY_CODE = new Map(Object.values(PROVIDER_STATUSES).map((s) => [s.code, s]));

export function providerStatusText(code: string | null, lang: Lang): { name: string; description: string } | null {
  const status = code ? BY_CODE.get(code) : undefined;
  if (!status) return null;
  const [name, description] = status[lang];
  return { name, description };
}
