// Only same-origin paths may be redirect targets after login, never another site.
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  if (target.startsWith('/login')) return fallback;
  return target;
}
