// Code 128 barcodes as bar widths, for labels drawn with plain rectangles (no image library needed).
// Digits-only data of even length uses code set C (two digits per symbol, so long tracking numbers stay
// short); anything else uses code set B (printable ASCII). Scanners read both.

/** Bar and space widths, in modules, of symbol values 0..105 and the stop symbol (106). */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
const START_B = 104;
const START_C = 105;
const STOP = 106;

/** Symbol values, start and checksum and stop included. Throws on characters Code 128 B cannot hold. */
export function code128Values(data: string): number[] {
  const values: number[] = [];
  if (data.length >= 2 && data.length % 2 === 0 && /^\d+$/.test(data)) {
    values.push(START_C);
    for (let i = 0; i < data.length; i += 2) values.push(Number(data.slice(i, i + 2)));
  } else {
    values.push(START_B);
    for (const ch of data) {
      const code = ch.charCodeAt(0) - 32;
      if (ch.length !== 1 || code < 0 || code > 95) throw new Error(`Code 128 B cannot encode ${JSON.stringify(ch)}`);
      values.push(code);
    }
  }
  const checksum = values.reduce((sum, v, i) => sum + v * Math.max(i, 1), 0) % 103;
  return [...values, checksum, STOP];
}

/** Widths in modules, alternating bar, space, bar... and starting with a bar. */
export function code128Widths(data: string): number[] {
  return code128Values(data).flatMap((v) => [...PATTERNS[v]!].map(Number));
}
