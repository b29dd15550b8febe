import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../src/db/outbox-entry';
import { dependentsOf, planLanes } from './lanes';

let seq = 0;
const entry = (lane: string, o: Partial<OutboxEntry> = {}): OutboxEntry => ({
  seq: ++seq, id: `e${seq}`, userId: 1, lane, collection: lane.startsWith('modules') ? 'modules' : 'integrations',
  entityId: lane.split(':')[1]!, kind: 'x.create', payload: { op: 'none' }, request: { method: 'POST', path: '/x' },
  baseVersion: 0, attempts: 0, nextAttemptAt: 0, state: 'queued', error: null, createdAt: 0, ...o,
});

describe('lanes with a dependency', () => {
  it('holds an integration back while its account has an earlier change queued, and lets it go after', () => {
    const account = entry('modules:a');
    const integration = entry('integrations:i', { after: 'modules:a' });
    expect(planLanes([account, integration], 0).due).toEqual([account]);
    expect(planLanes([integration], 0).due).toEqual([integration]);
  });

  it('does not wait for a change of the account made after it, nor for a refused one', () => {
    const integration = entry('integrations:i', { after: 'modules:a' });
    const laterEdit = entry('modules:a', { baseVersion: 3, request: { method: 'PUT', path: '/x' } });
    expect(planLanes([integration, laterEdit], 0).due).toEqual([integration, laterEdit]);
    const refusedEdit = entry('modules:b', { state: 'rejected', baseVersion: 2 });
    const other = entry('integrations:j', { after: 'modules:b' });
    expect(planLanes([refusedEdit, other], 0).due).toEqual([other]);
  });

  it("refuses what depends on a refused create, not what depends on a refused edit", () => {
    const create = entry('modules:a');
    const integration = entry('integrations:i', { after: 'modules:a' });
    const unrelated = entry('integrations:k', { after: 'modules:z' });
    expect(dependentsOf([create, integration, unrelated], create)).toEqual([integration]);
    const edit = entry('modules:a', { baseVersion: 4 });
    expect(dependentsOf([edit, entry('integrations:m', { after: 'modules:a' })], edit)).toEqual([]);
  });
});
