// The download's bytes for the progress panel: what came so far and, from the bytes per point so far, about how
// much the whole will be, in megabytes with one decimal ("2.4 of about 14 MB"). null when the browser did
// not tell the bytes (an API host on another origin) or nothing is stored yet.
export type TransferFigure = { receivedMb: number; expectedMb: number | null };

export function transferFigure(bytes: number | undefined, stored: number, total: number): TransferFigure | null {
  if (!bytes || stored <= 0) return null;
  const receivedMb = bytes / 1e6;
  // Too few points yet and the guess swings; past the total it is no guess.
  const expectedMb = stored >= 1000 && total > stored ? (bytes / stored) * total / 1e6 : null;
  return { receivedMb, expectedMb };
}
