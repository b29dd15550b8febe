// Hands a file made on this device (or fetched with the token) to the browser as a download.
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; revoking at once can cancel a large download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
