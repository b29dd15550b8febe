// What a map shows, read from its pixels as a person would see them: the share of a box's pixels that are of
// one colour (the own base map's land, say). The screenshot is decoded by the page's own image decoder.
import type { Locator } from '@playwright/test';

/** Share (0..1) of the element's pixels within `tolerance` of `hex` on each channel. */
export async function colourShare(box: Locator, hex: string, tolerance = 3): Promise<number> {
  const png = await box.screenshot({ animations: 'disabled' });
  return box.page().evaluate(async ({ bytes, hex, tolerance }) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    let hits = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (want.every((v, c) => Math.abs(data[i + c] - v) <= tolerance)) hits++;
    }
    return hits / (data.length / 4);
  }, { bytes: png.toString('base64'), hex, tolerance });
}
