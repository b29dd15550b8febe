// The paths a parcel takes through the status keys, by delivery type, and how often each is taken.
// The simulation walks an order along its route one step at a time; the seed uses the same routes,
// so seeded histories and live ones look alike.
import { DELIVERY_COURIER, type OrderStatusKey } from '../../../src/contract';

const TO_DOOR = ['uploading', 'uploaded', 'onPointIn', 'onWay'] as const;

export const SIM_ROUTES = {
  courier: [...TO_DOOR, 'delivering', 'delivered'],
  point: [...TO_DOOR, 'onPointOut', 'readyForRecipient', 'delivered'],
  courierReturn: [...TO_DOOR, 'delivering', 'returnedFromDelivery', 'returning', 'returned'],
  /** Never collected: the storage time runs out at the point. */
  pointReturn: [...TO_DOOR, 'onPointOut', 'readyForRecipient', 'returnReady', 'returning', 'returned'],
  /** The recipient keeps part of the contents (courier with fitting). */
  partialReturn: [...TO_DOOR, 'delivering', 'partialReturn', 'returning', 'returned'],
  courierProblem: [...TO_DOOR, 'problem', 'onWay', 'delivering', 'delivered'],
  pointProblem: [...TO_DOOR, 'problem', 'onWay', 'onPointOut', 'readyForRecipient', 'delivered'],
  lost: [...TO_DOOR, 'problem', 'lost'],
} as const satisfies Record<string, readonly OrderStatusKey[]>;

export type SimRoute = keyof typeof SIM_ROUTES;

const COURIER_MIX: Array<[SimRoute, number]> = [
  ['courier', 86], ['courierReturn', 6], ['partialReturn', 2], ['courierProblem', 5], ['lost', 1],
];
const POINT_MIX: Array<[SimRoute, number]> = [['point', 86], ['pointReturn', 8], ['pointProblem', 5], ['lost', 1]];

/** The route for a draw u in [0, 1): most parcels arrive, a few come back, fewer get lost. */
export function pickRoute(u: number, deliveryType: number): SimRoute {
  const mix = deliveryType === DELIVERY_COURIER ? COURIER_MIX : POINT_MIX;
  let x = u * 100;
  for (const [route, share] of mix) {
    x -= share;
    if (x < 0) return route;
  }
  return mix[0]![0];
}

export const routeOf = (name: string): readonly OrderStatusKey[] => SIM_ROUTES[name as SimRoute] ?? SIM_ROUTES.courier;

/** The route's last step: nothing more happens after it. */
export const isLastStep = (route: string, step: number): boolean => step >= routeOf(route).length - 1;
