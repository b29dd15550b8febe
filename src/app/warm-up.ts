// What the first screens use that costs a long task the first time: the browser's date formatting data for
// the language (~15 ms here for the first Intl.DateTimeFormat, then ~0.2 ms each), tailwind-merge's map of
// classes (~17 ms at its first call) and the overlays' chunk request (`loadOverlays` of app.tsx, passed in:
// importing app.tsx here would put the app's chunk back into the entry script). Each runs in a task of its own
// while the language's catalog downloads, so none lands inside the first render's tasks
// (docs/decisions/performance-on-slow-links.md, "Start-up work").
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function warmUp(locale: string, loadOverlays: () => Promise<unknown>): Promise<void> {
  await nextTask();
  new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(0);
  await nextTask();
  void loadOverlays();
  // Not awaited, and imported here rather than at the top: the entry script would carry tailwind-merge
  // (~9 kB gzip), which the screens' chunks bring anyway, and the first render need not wait for it.
  void import('../lib/cn').then(async ({ cn }) => {
    await nextTask();
    cn('p-1', 'p-2');
  });
}
