// Names and descriptions of the 19 order status keys (docs/api.md "Paths"), in both languages.
import type { OrderStatusKey } from '../../../src/contract';

type StatusText = { name: string; description: string };

const s = (ruName: string, ru: string, enName: string, en: string) => ({
  ru: { name: ruName, description: ru },
  en: { name: enName, description: en },
});

export const ORDER_STATUS_TEXTS: Record<OrderStatusKey, { ru: StatusText; en: StatusText }> = {
  uploading: s('Передаётся', 'Заказ передаётся в службу доставки', 'Uploading', 'The order is being sent to the delivery service'),
  uploaded: s('Передан', 'Служба доставки приняла заказ', 'Uploaded', 'The delivery service accepted the order'),
  onPointIn: s('В пункте приёма', 'Отправление сдано в пункт приёма', 'At the drop-off point', 'The parcel is at the drop-off point'),
  onWay: s('В пути', 'Отправление едет в город получателя', 'On the way', "The parcel is travelling to the recipient's city"),
  onPointOut: s('В пункте выдачи', 'Отправление прибыло в пункт выдачи', 'At the pickup point', 'The parcel has arrived at the pickup point'),
  readyForRecipient: s('Готов к выдаче', 'Получатель может забрать отправление', 'Ready for the recipient', 'The recipient can collect the parcel'),
  delivering: s('Доставляется', 'Курьер везёт отправление получателю', 'Out for delivery', 'A courier is taking the parcel to the recipient'),
  delivered: s('Доставлен', 'Получатель получил отправление', 'Delivered', 'The recipient has received the parcel'),
  returnedFromDelivery: s('Возвращён с доставки', 'Курьер не смог вручить отправление', 'Back from delivery', 'The courier could not hand the parcel over'),
  partialReturn: s('Частичный возврат', 'Получатель взял часть вложений', 'Partial return', 'The recipient took part of the contents'),
  returnReady: s('Возврат готов', 'Возврат готов к отправке отправителю', 'Return ready', 'The return is ready to go back to the sender'),
  returning: s('Возвращается', 'Отправление едет обратно отправителю', 'Returning', 'The parcel is travelling back to the sender'),
  returned: s('Возвращён', 'Отправитель получил возврат', 'Returned', 'The sender has received the return'),
  uploadingError: s('Ошибка передачи', 'Служба доставки отклонила заказ', 'Upload error', 'The delivery service rejected the order'),
  deliveryCanceled: s('Отменён', 'Заказ отменён', 'Cancelled', 'The order has been cancelled'),
  problem: s('Проблема', 'Служба доставки сообщила о проблеме', 'Problem', 'The delivery service reported a problem'),
  lost: s('Утерян', 'Служба доставки потеряла отправление', 'Lost', 'The delivery service lost the parcel'),
  unknown: s('Неизвестно', 'Служба доставки прислала неизвестный статус', 'Unknown', 'The delivery service sent an unknown status'),
  notApplicable: s('Не применимо', 'Статус не применим к этому заказу', 'Not applicable', 'The status does not apply to this order'),
};
