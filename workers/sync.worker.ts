// The sync worker: one per tab, exposed to the page with comlink. The leader tab's worker pulls and
// sends; every worker relays its tab's kicks to the leader over a BroadcastChannel.
import { expose } from 'comlink';
import { ParcelDb } from '../src/db/schema';
import { SyncEngine, type EngineSession } from './sync/engine';
import { becomeLeader, SYNC_CHANNEL, type SyncMessage } from './sync/leader';

const channel = new BroadcastChannel(SYNC_CHANNEL);
let apiBase = '';
let leader = false;
let engine: SyncEngine | null = null;
let session: EngineSession | null = null;
let shellCachedNow: () => void = () => undefined;
/** Every engine of this worker holds its bulk pulls until the page says the app shell is cached. */
const shellCached = new Promise<void>((resolve) => (shellCachedNow = resolve));

/** Pulls write through a connection of their own whose commits do not wait for the disk (relaxed
 *  durability; still atomic: a batch and its cursor land together or not at all). What a power cut may
 *  take is pulled again from the cursor saved before it. The outbox's writes stay durable: a "sent"
 *  mark lost after the change went out could fold away a rule switch the server applied (coalesce.ts).
 *  A 10k-order pull took ~7 % less time. */
const relaxed = { chromeTransactionDurability: 'relaxed' } as const;

/** The leader runs an engine while someone is logged in; each login after a logout gets a new one
 *  (the stopped engine closed its database for the wipe). */
function runEngine(): void {
  if (!leader || !session) return;
  engine ??= new SyncEngine(new ParcelDb(), apiBase, new ParcelDb(undefined, relaxed), shellCached);
  void engine.setSession(session);
}

function handle(message: SyncMessage): void {
  if (message.type === 'session') {
    session = message;
    runEngine();
  } else if (message.type === 'stop') {
    session = null;
    engine?.stop();
    engine = null;
  } else if (message.type === 'hold') {
    if (engine) void engine.hold(message.ms).then(() => channel.postMessage({ type: 'held' } satisfies SyncMessage));
  } else if (message.type === 'held') {
    // An answer for holdForUpdate's own listener.
  } else if (message.type === 'shell-cached') shellCachedNow();
  else if (message.type === 'kick') void engine?.drain();
  else if (message.type === 'online') void engine?.backOnline();
  else void engine?.pullAll();
}
channel.onmessage = (event: MessageEvent<SyncMessage>) => handle(event.data);

/** Handles the message here and tells the other tabs' workers (one of them may be the leader). */
function broadcast(message: SyncMessage): void {
  handle(message);
  channel.postMessage(message);
}

/** How long a tab waits for the leader to say it holds; no engine at all (logged out) answers nothing. */
const HOLD_ANSWER_WAIT_MS = 5_000;

const api = {
  start(apiBaseUrl: string, next: EngineSession): void {
    apiBase = apiBaseUrl;
    broadcast({ type: 'session', ...next });
    void becomeLeader().then(() => {
      leader = true;
      runEngine();
    });
  },
  kick: () => broadcast({ type: 'kick' }),
  online: () => broadcast({ type: 'online' }),
  pull: () => broadcast({ type: 'pull' }),
  /** Told by the page (and passed to the leader, which may sit in another tab). */
  shellCached: () => broadcast({ type: 'shell-cached' }),
  stop: () => broadcast({ type: 'stop' }),
  /** Before the update prompt switches versions: resolves when the leader (in any tab) holds, or after a wait.
   *  A channel of its own hears the answer, also when the leader is this worker. */
  holdForUpdate: (ms: number) =>
    new Promise<void>((resolve) => {
      const answers = new BroadcastChannel(SYNC_CHANNEL);
      const done = () => {
        clearTimeout(timer);
        answers.close();
        resolve();
      };
      const timer = setTimeout(done, HOLD_ANSWER_WAIT_MS);
      answers.onmessage = (event: MessageEvent<SyncMessage>) => void (event.data.type === 'held' && done());
      broadcast({ type: 'hold', ms });
    }),
};

export type SyncWorkerApi = typeof api;
expose(api);
