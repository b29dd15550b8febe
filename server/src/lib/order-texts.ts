// The orders' texts in both languages: errors of the calls, refusal reasons of the simulated delivery
// services, and what labels and waybills print. Spread into TEXTS (lib/texts.ts), so `text()` and
// ApiFailure take these keys like any other.
export const ORDER_TEXTS = {
  orderNotFound: { ru: 'Заказ не найден', en: 'Order not found' },
  orderAlreadyCancelled: { ru: 'Заказ уже отменён', en: 'The order is already cancelled' },
  orderCancelNotSupported: {
    ru: 'Служба доставки не может отменить заказ в статусе «{status}»',
    en: 'The delivery service cannot cancel an order with status "{status}"',
  },
  orderNotEditable: {
    ru: 'Заказ уже передан в службу доставки, изменить его нельзя',
    en: 'The delivery service already has the order; it can no longer be changed',
  },
  orderNotResendable: {
    ru: 'Повторно отправить можно только заказ с ошибкой передачи',
    en: 'Only an order with an upload error can be resent',
  },
  orderIdTaken: { ru: 'Этот идентификатор заказа уже занят', en: 'This order id is already taken' },
  unknownShop: { ru: 'Магазин не найден', en: 'Shop not found' },
  unknownWarehouse: { ru: 'Склад не найден', en: 'Warehouse not found' },
  tariffNotOfProvider: {
    ru: 'Тариф не относится к выбранной службе доставки',
    en: 'The tariff does not belong to the chosen delivery service',
  },
  tariffNotEnabled: {
    ru: 'Этот тариф не включён в подключении к службе доставки',
    en: "This tariff is not enabled in the company's connection to the delivery service",
  },
  tariffTypeMismatch: {
    ru: 'Тариф не поддерживает выбранный способ забора или доставки',
    en: 'The tariff does not support the chosen pickup or delivery type',
  },

  // Why a simulated delivery service refused an order (status uploadingError, providerDescription).
  uploadInvalidPostIndex: { ru: 'Индекс получателя не существует', en: "The recipient's postcode does not exist" },
  uploadInvalidPhone: {
    ru: 'Телефон получателя должен быть номером России, Казахстана или Беларуси',
    en: "The recipient's phone must be a Russian, Kazakh or Belarusian number",
  },
  uploadWeightOverLimit: {
    ru: 'Вес отправления больше, чем допускает тариф',
    en: 'The parcel is heavier than the tariff allows',
  },
  uploadServiceUnavailable: {
    ru: 'Служба доставки временно не отвечает, отправьте заказ повторно',
    en: 'The delivery service is not responding; resend the order',
  },

  // Labels (A6, one per order).
  pdfOrder: { ru: 'Заказ', en: 'Order' },
  pdfClientNumber: { ru: 'Номер в магазине', en: 'Shop number' },
  pdfRecipient: { ru: 'Получатель', en: 'Recipient' },
  pdfSender: { ru: 'Отправитель', en: 'Sender' },
  pdfWeight: { ru: 'Вес: {weight} кг', en: 'Weight: {weight} kg' },
  pdfPlaces: { ru: 'Мест: {places}', en: 'Places: {places}' },
  pdfCod: { ru: 'Наложенный платёж: {amount} руб.', en: 'Cash on delivery: {amount} RUB' },
  pdfPointOut: { ru: 'Пункт выдачи: {point}', en: 'Pickup point: {point}' },

  // Waybills (handover acts, one per delivery service).
  waybillTitle: { ru: 'Акт приёма-передачи отправлений № {number}', en: 'Parcel handover act No. {number}' },
  waybillIntro: {
    ru: 'Отправитель «{company}» передал, а служба доставки «{provider}» приняла отправления:',
    en: 'The sender "{company}" handed over and the delivery service "{provider}" accepted these parcels:',
  },
  waybillDate: { ru: 'Дата: {date}', en: 'Date: {date}' },
  waybillColNumber: { ru: 'Заказ', en: 'Order' },
  waybillColClientNumber: { ru: 'Номер в магазине', en: 'Shop number' },
  waybillColProviderNumber: { ru: 'Трек-номер', en: 'Tracking number' },
  waybillColRecipient: { ru: 'Получатель', en: 'Recipient' },
  waybillColCity: { ru: 'Город', en: 'City' },
  waybillColPlaces: { ru: 'Мест', en: 'Places' },
  waybillColWeight: { ru: 'Вес, кг', en: 'Weight, kg' },
  waybillColAssessed: { ru: 'Оценка, руб.', en: 'Declared, RUB' },
  waybillColCod: { ru: 'Нал. платёж', en: 'COD, RUB' },
  waybillTotal: {
    ru: 'Итого: отправлений {orders}, мест {places}, вес {weight} кг',
    en: 'Total: {orders} parcels, {places} places, {weight} kg',
  },
  waybillHandedOver: { ru: 'Сдал (отправитель)', en: 'Handed over (sender)' },
  waybillAccepted: { ru: 'Принял (служба доставки)', en: 'Accepted (delivery service)' },
  waybillSignature: { ru: 'подпись / ФИО', en: 'signature / full name' },
} as const;
