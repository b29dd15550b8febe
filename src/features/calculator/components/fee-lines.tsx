// A result's fees, each with how it was made from the connection's rates (lib/fee-notes.ts): the rate and what
// it was taken of, the connection's minimum, or no rate at all.
import { Trans, useLingui } from '@lingui/react/macro';
import { cashNote, insuranceNote, type InsuranceNote } from '../lib/fee-notes';
import type { ResultRow } from '../lib/result-rows';

type FeeLinesProps = {
  row: ResultRow;
  /** The request's declared value and cash on delivery, roubles. */
  declared: number;
  cod: number;
  money: (roubles: number) => string;
};

const NOTE = 'block text-slate-500 whitespace-normal';

export function FeeLines({ row, declared, cod, money }: FeeLinesProps) {
  const { t, i18n } = useLingui();
  const percent = (value: number) => i18n.number(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  const terms = row.feeTerms;

  const insuranceText = (note: InsuranceNote) => {
    if (note.kind === 'noRate') return t`no insurance rate in the connection`;
    const rate = percent(note.rate);
    const value = money(note.declared);
    const part = percent(note.insuredPercent);
    const base = note.insuredPercent === 100 ? t`${rate} of the declared value ${value}` : t`${rate} of ${part} of the declared value ${value}`;
    return note.kind === 'minimum' ? t`the connection's minimum: ${base} is less` : base;
  };
  const cash = terms && cashNote(terms, cod);
  const cashRate = cash?.kind === 'rate' ? percent(cash.rate) : '';
  const codValue = money(cod);

  return (
    <>
      <Trans>insurance {money(row.insuranceFee)}</Trans>
      {terms && <span className={NOTE} data-testid="insurance-note">{insuranceText(insuranceNote(terms, declared))}</span>}
      <span className="mt-1 block"><Trans>cash handling {money(row.cashServiceFee)}</Trans></span>
      {cash && (
        <span className={NOTE} data-testid="cash-note">
          {cash.kind === 'noRate' ? t`no cash-handling rate in the connection` : t`${cashRate} of the cash on delivery ${codValue}`}
        </span>
      )}
      {row.feesIncluded && <span className="mt-1 block"><Trans>included in the price</Trans></span>}
    </>
  );
}
