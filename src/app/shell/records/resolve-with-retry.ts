// Looks a title up until it is there: the provider list may still be loading when a deep link opens
// (as the product fixes it: up to 10 retries at 100 ms), then falls back to the raw key.
export const TITLE_RETRIES = 10;
export const TITLE_RETRY_INTERVAL_MS = 100;

export async function resolveWithRetry(
  lookup: () => Promise<string | undefined>,
  fallback: string,
  { retries = TITLE_RETRIES, intervalMs = TITLE_RETRY_INTERVAL_MS, signal }: { retries?: number; intervalMs?: number; signal?: AbortSignal } = {},
): Promise<string> {
  for (let attempt = 0; attempt <= retries; attempt++) {
    const found = await lookup();
    if (found) return found;
    if (signal?.aborted || attempt === retries) break;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return fallback;
}
