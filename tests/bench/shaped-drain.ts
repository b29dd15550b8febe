// Draining the outbox through a shaped link: the drain of drain-outbox.ts with the link in front of the
// server (the server's count is read past it, so the polling takes nothing from the link).
import { startShapedLink, type LinkProfile } from '../support/shaped-link';
import { measureDrain, type DrainFigures } from './drain-outbox';

export async function measureShapedDrain(baseUrl: string, profile: LinkProfile): Promise<DrainFigures> {
  const link = await startShapedLink(baseUrl, profile);
  try {
    return await measureDrain(link.url, undefined, baseUrl);
  } finally {
    await link.close();
  }
}
