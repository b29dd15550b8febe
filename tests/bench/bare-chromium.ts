// A headless chromium driven over a bare DevTools connection, for figures that a driver would distort.
// Playwright (and Puppeteer) enable the Network domain on the page and on every worker, and DevTools then
// keeps each response's body in the renderer for a later getResponseBody: after the first sync of 100,000
// points that was 210-260 MB of the renderer's memory, none of it the console's
// (docs/decisions/performance-on-slow-links.md, "Memory on a phone"). Here only Target, Page, Runtime,
// Storage and SystemInfo are used.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { CHROMIUM_ARGS } from './offline-render';
import { residentMb } from './resident-memory';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export class BareChromium {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Array<(params: unknown) => void>>();

  private constructor(private readonly process: ChildProcess, private readonly socket: WebSocket, private readonly profileDir: string) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; method?: string; params?: unknown; result?: unknown; error?: { message: string } };
      if (message.method) for (const listener of this.listeners.get(message.method) ?? []) listener(message.params);
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    });
  }

  /** A fresh profile, or `profileDir` as an earlier run left it (its store, cookies and service worker). */
  static async launch(profileDir = mkdtempSync(join(tmpdir(), 'parcel-bare-chromium-'))): Promise<BareChromium> {
    const child = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
      '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, ...CHROMIUM_ARGS, 'about:blank',
    ], { stdio: ['ignore', 'ignore', 'pipe'] });
    const endpoint = await new Promise<string>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error('chromium gave no DevTools endpoint')), 30_000);
      child.stderr!.on('data', (chunk: Buffer) => {
        seen += String(chunk);
        const found = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]);
        }
      });
    });
    const socket = new WebSocket(endpoint, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return new BareChromium(child, socket, profileDir);
  }

  send<T = unknown>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return new Promise<T>((resolve, reject) => this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject }));
  }

  /** Calls `listener` with each event of `method` (any session's). */
  on(method: string, listener: (params: unknown) => void): void {
    this.listeners.set(method, [...(this.listeners.get(method) ?? []), listener]);
  }

  /** A new tab, attached: its session id for send(). */
  async newPage(): Promise<string> {
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    return sessionId;
  }

  /** An expression's value in the page (awaited when it is a promise). */
  async evaluate<T>(sessionId: string, expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{ result: { value: T }; exceptionDetails?: { text: string } }>(
      'Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId,
    );
    if (exceptionDetails) throw new Error(`evaluate failed: ${exceptionDetails.text}`);
    return result.value;
  }

  /** Polls `expression` until it is truthy. */
  async waitFor(sessionId: string, expression: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.evaluate<boolean>(sessionId, expression).catch(() => false))) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  /** Resident memory of the renderer that ran the most (the page's: the others are spare or idle), in MB. */
  async busiestRendererMb(): Promise<number> {
    const { processInfo } = await this.send<{ processInfo: Array<{ type: string; id: number; cpuTime: number }> }>('SystemInfo.getProcessInfo');
    const [busiest] = processInfo.filter((p) => p.type === 'renderer').sort((a, b) => b.cpuTime - a.cpuTime);
    return residentMb(busiest.id);
  }

  get profile(): string {
    return this.profileDir;
  }

  /** Quits; the profile stays when `keepProfile` (then the caller removes it). */
  async close(keepProfile = false): Promise<void> {
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    await this.send('Browser.close').catch(() => this.process.kill());
    this.socket.close();
    await exited;
    if (!keepProfile) rmSync(this.profileDir, { recursive: true, force: true });
  }
}
