// What a connection check says (modules/connection-check.ts), in both languages. Spread into TEXTS
// (lib/texts.ts), so `text()` takes these keys like any other.
export const CHECK_TEXTS = {
  checkRetailCrmOk: { ru: 'RetailCRM принял ключ: подключение работает.', en: 'RetailCRM took the key: the connection works.' },
  checkYamarketOk: { ru: 'Яндекс Маркет принял ключ: подключение работает.', en: 'Yandex Market took the key: the connection works.' },
  checkKeyRefused: {
    ru: 'Сервис не принял ключ: проверьте, что он скопирован целиком и не отозван.',
    en: 'The service refused the key: check that it was copied whole and has not been revoked.',
  },
  checkCampaignNotFound: { ru: 'У Яндекс Маркета нет кампании с таким ID.', en: 'Yandex Market has no campaign with this ID.' },
  checkUnreachable: { ru: 'Сервис не ответил: попробуйте позже.', en: 'The service did not answer: try again later.' },
  checkRetailCrmHost: {
    ru: 'Проверка обращается только к адресам RetailCRM (*.retailcrm.ru, *.retailcrm.pro, *.retailcrm.es, *.simla.com, *.simla.io) по https.',
    en: "The check calls RetailCRM's own addresses only (*.retailcrm.ru, *.retailcrm.pro, *.retailcrm.es, *.simla.com, *.simla.io), over https.",
  },
  checkDemoOk: {
    ru: 'Демо-режим: ключ похож на настоящий, подключение считается рабочим. Вне демо-режима спрашивается сам сервис.',
    en: 'Demo mode: the key looks real, so the connection counts as working. Outside demo mode the service itself is asked.',
  },
  checkDemoRefused: {
    ru: 'Демо-режим: ключ явно неверный (короче 16 символов, с пробелами или чужими знаками, из повторов или со словами вроде «test»), сервис его не примет.',
    en: 'Demo mode: the key is plainly wrong (under 16 characters, with spaces or odd signs, repeats, or words like "test"): the service would refuse it.',
  },
} as const;
