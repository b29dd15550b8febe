// The calculation account (docs/decisions/billing.md): each calculator call spends one unit (402 060001 with
// none left); units are bought with money at UNIT_PRICE_KOPECKS each (402 060002 when the money does not cover
// them), the money debited and the units credited in one transaction.
import { ERROR_CODES } from '../../../src/contract';
import type { SqlDb } from '../db/sql/sql-db';
import { commitVersion, type Stamp } from '../db/sql/versions';
import { ApiFailure } from '../lib/api-failure';
import { balanceOf, operationStamp, post, postCovered, stamped, type OperationRow } from './ledger';

/** 0.50 RUB per calculation. */
export const UNIT_PRICE_KOPECKS = 50;

/** Spends one unit, a step of the calculation's transaction (so a refused call records nothing); answers its
 *  stamp. The balance's own conditional UPDATE decides (billing/ledger.ts), so two calls never spend the last
 *  unit twice. */
export async function spendUnit(tx: SqlDb, companyId: number, at: number): Promise<Stamp> {
  const spent = await postCovered(tx, { companyId, account: 'calculations', type: 'calculation', amount: -1, at });
  if (!spent) throw new ApiFailure(402, ERROR_CODES.noCalculations, 'noCalculations');
  return operationStamp(spent);
}

/** Buys `count` units: the money debited only when it covers them, and the units credited, in one transaction. */
export function buyUnits(db: SqlDb, companyId: number, count: number, at: number): Promise<{ money: OperationRow; units: OperationRow }> {
  return db.tx(async (tx) => {
    const cost = count * UNIT_PRICE_KOPECKS;
    const money = await postCovered(tx, { companyId, account: 'money', type: 'calculationsPurchase', amount: -cost, at, description: String(count) });
    if (!money) throw new ApiFailure(402, ERROR_CODES.notEnoughMoney, 'notEnoughMoney');
    const units = await post(tx, { companyId, account: 'calculations', type: 'calculationsPurchase', amount: count, at, description: String(count) });
    const version = await commitVersion(tx, [operationStamp(money), operationStamp(units)]);
    return { money: stamped(money, version), units: stamped(units, version) };
  });
}

export const unitsLeft = (db: SqlDb, companyId: number): Promise<number> => balanceOf(db, companyId, 'calculations');
