// The calculation account (docs/decisions/billing.md): each calculator call spends one unit (402 060001 with
// none left); units are bought with money at UNIT_PRICE_KOPECKS each (402 060002 when the money does not cover
// them), the money debited and the units credited in one transaction.
import { ERROR_CODES } from '../../../src/contract';
import type { Db } from '../db/db-type';
import { ApiFailure } from '../lib/api-failure';
import { billingLedger, type OperationRow } from './ledger';

/** 0.50 RUB per calculation. */
export const UNIT_PRICE_KOPECKS = 50;

export function calculationUnits(db: Db) {
  const ledger = billingLedger(db);

  /** Spends one unit; call inside the calculation's transaction, so a refused call records nothing. The
   *  balance's own conditional UPDATE decides (billing/ledger.ts), so two calls never spend the last unit twice. */
  function spend(companyId: number, at: number): void {
    const spent = ledger.postCovered({ companyId, account: 'calculations', type: 'calculation', amount: -1, at });
    if (!spent) throw new ApiFailure(402, ERROR_CODES.noCalculations, 'noCalculations');
  }

  const buy = db.transaction((companyId: number, count: number, at: number): { money: OperationRow; units: OperationRow } => {
    const cost = count * UNIT_PRICE_KOPECKS;
    const money = ledger.postCovered({ companyId, account: 'money', type: 'calculationsPurchase', amount: -cost, at, description: String(count) });
    if (!money) throw new ApiFailure(402, ERROR_CODES.notEnoughMoney, 'notEnoughMoney');
    const units = ledger.post({ companyId, account: 'calculations', type: 'calculationsPurchase', amount: count, at, description: String(count) });
    return { money, units };
  });

  return { spend, buy, balance: (companyId: number) => ledger.balance(companyId, 'calculations') };
}
