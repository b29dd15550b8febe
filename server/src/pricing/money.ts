// Money inside pricing is whole kopecks, so sums and rules never meet a float's rounding; answers carry roubles
// with at most two decimals (docs/decisions/pricing.md).

/** Roubles (as the API carries them) to kopecks, half-up. */
export const toKopecks = (roubles: number): number => Math.round(roubles * 100 + Number.EPSILON * Math.sign(roubles));

export const toRoubles = (kopecks: number): number => kopecks / 100;

/** `percent` % of `kopecks`, half-up to a kopeck. */
export const percentOf = (kopecks: number, percent: number): number => Math.round((kopecks * percent) / 100);
