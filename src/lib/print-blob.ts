// Opens a PDF made or fetched on this device in the browser's print dialog: the file in a hidden frame of
// this page (a blob URL is same-origin, so the frame's print() is ours to call). Where the frame cannot
// print, the file opens in a tab of its own, and where a tab is refused (a pop-up blocker), it is saved.
import { saveBlob } from './save-blob';

/** The frame stays while its print dialog may be open; the next print, or this long, removes it. */
const KEEP_MS = 10 * 60_000;
let last: { frame: HTMLIFrameElement; url: string; timer: ReturnType<typeof setTimeout> } | null = null;

function removeLast(): void {
  if (!last) return;
  clearTimeout(last.timer);
  last.frame.remove();
  URL.revokeObjectURL(last.url);
  last = null;
}

export function printBlob(blob: Blob, fileName: string): void {
  removeLast();
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.title = fileName;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.slot = 'print-frame';
  // Not display:none: a frame that is not rendered has nothing to print.
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
  frame.addEventListener('load', () => {
    try {
      frame.contentWindow!.focus();
      frame.contentWindow!.print();
    } catch {
      if (!window.open(url, '_blank')) saveBlob(blob, fileName);
    }
  }, { once: true });
  frame.src = url;
  document.body.append(frame);
  last = { frame, url, timer: setTimeout(removeLast, KEEP_MS) };
}
