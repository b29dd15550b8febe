import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../src/db/outbox-entry';
import { redundantSwitches } from './coalesce';

let seq = 0;
const change = (ruleId: string, kind: string, status?: string): OutboxEntry => ({
  seq: ++seq, id: `k${seq}`, userId: 1, lane: `rules:${ruleId}`, collection: 'rules', entityId: ruleId, kind,
  payload: { op: 'upsert', fields: {} }, request: { method: 'PUT', path: `/r/${ruleId}`, body: status ? { status } : undefined },
  baseVersion: 1, attempts: 0, nextAttemptAt: 0, state: 'queued', error: null, createdAt: 0,
});
const server = (status: string) => () => status;

describe('queued rule switches', () => {
  it('cancel out when the last asks for the state the server has', () => {
    const off = change('r', 'rule.switch', 'disabled');
    const on = change('r', 'rule.switch', 'enabled');
    expect(redundantSwitches([off, on], server('enabled'))).toEqual([off, on]);
  });

  it('collapse to the last one when it changes something', () => {
    const on = change('r', 'rule.switch', 'enabled');
    const off = change('r', 'rule.switch', 'disabled');
    expect(redundantSwitches([on, off], server('enabled'))).toEqual([on]);
  });

  it('are kept apart by another change of the rule in between', () => {
    const off = change('r', 'rule.switch', 'disabled');
    const edit = change('r', 'rule.update');
    const on = change('r', 'rule.switch', 'enabled');
    expect(redundantSwitches([off, edit, on], server('enabled'))).toEqual([]);
  });

  it('of different rules do not touch each other', () => {
    expect(redundantSwitches([change('a', 'rule.switch', 'disabled'), change('b', 'rule.switch', 'disabled')], server('enabled'))).toEqual([]);
  });
});
