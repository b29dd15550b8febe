// What the device says about installing the console: already installed (opened in its own window), or an
// iPhone/iPad, where no browser fires `beforeinstallprompt` and the Share menu installs it
// (docs/decisions/phone.md "Install").

type NavigatorLike = { userAgent: string; maxTouchPoints: number; standalone?: boolean };

/** iOS and iPadOS, any browser: all of them are Safari's engine and install through Share -> Add to Home Screen.
 *  iPadOS reports a Mac; a Mac has no touch screen. */
export function isIos(nav: NavigatorLike): boolean {
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

/** Opened as the installed app: the manifest's display mode, or iOS's own flag for a home-screen app. */
export function isStandalone(matches: (query: string) => boolean, nav: NavigatorLike): boolean {
  return matches('(display-mode: standalone)') || matches('(display-mode: fullscreen)') || nav.standalone === true;
}
