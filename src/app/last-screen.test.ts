import { describe, expect, it } from 'vitest';
import { lastScreen, rememberScreen, rootTarget } from './last-screen';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

describe('last screen', () => {
  it('opens the installed app on the screen the same user saw last, filters included', () => {
    const storage = memoryStorage();
    rememberScreen(storage, 7, '/points/list?city=Kazan');
    expect(rootTarget('?launch=app', storage, 7)).toBe('/points/list?city=Kazan');
  });

  it('goes to the dashboard for a plain visit to the root, whatever was seen last', () => {
    const storage = memoryStorage();
    rememberScreen(storage, 7, '/orders');
    expect(rootTarget('', storage, 7)).toBe('/dashboard');
    expect(rootTarget('?launch=other', storage, 7)).toBe('/dashboard');
  });

  it('does not open another user\'s last screen, nor any when nothing is remembered', () => {
    const storage = memoryStorage();
    expect(rootTarget('?launch=app', storage, 7)).toBe('/dashboard');
    rememberScreen(storage, 7, '/orders');
    expect(rootTarget('?launch=app', storage, 8)).toBe('/dashboard');
    expect(rootTarget('?launch=app', storage, undefined)).toBe('/dashboard');
  });

  it('ignores a stored value that is not a page of the console', () => {
    for (const href of ['//evil.example/x', 'https://evil.example/', '/login?redirect=/orders', '/', '/?launch=app', 42]) {
      const storage = memoryStorage({ 'last-screen': JSON.stringify({ userId: 7, href }) });
      expect(lastScreen(storage, 7), String(href)).toBeNull();
    }
    expect(lastScreen(memoryStorage({ 'last-screen': '{not json' }), 7)).toBeNull();
  });
});
