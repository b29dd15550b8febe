import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../contract';
import { countByProvider, providerRows } from './provider-rows';

const p = (key: string, name: string, enabled = true, description = ''): Provider => ({ key, name, description, enabled });
const CDEK = p('cdek', 'СДЭК', true, 'Курьерская служба');
const RUPOST = p('rupost', 'Почта России');
const OLD = p('old', 'Старая служба', false);
const GONE = p('gone', 'Закрытая служба', false);
const ALL = [CDEK, RUPOST, OLD, GONE];
const ENABLED = [CDEK, RUPOST];

const keys = (rows: { key: string }[]) => rows.map((r) => r.key);
const all = { query: '', showUnavailable: false };

describe('providers screen rows', () => {
  it('counts connections per provider', () => {
    const counts = countByProvider([{ providerKey: 'cdek' }, { providerKey: 'cdek' }, { providerKey: 'old' }]);
    expect([...counts]).toEqual([['cdek', 2], ['old', 1]]);
  });

  it('lists the open services, plus switched-off ones that still hold connections', () => {
    const rows = providerRows(ALL, ENABLED, countByProvider([{ providerKey: 'old' }, { providerKey: 'cdek' }]), all);
    expect(rows.map((r) => [r.key, r.connections, r.available])).toEqual([['cdek', 1, true], ['rupost', 0, true], ['old', 1, false]]);
    expect(keys(providerRows(ALL, ENABLED, new Map(), { ...all, showUnavailable: true }))).toEqual(['cdek', 'rupost', 'old', 'gone']);
  });

  it('works from either list alone before the other is loaded', () => {
    expect(keys(providerRows(ALL, [], new Map(), all))).toEqual(['cdek', 'rupost']);
    expect(keys(providerRows([], ENABLED, new Map(), all))).toEqual(['cdek', 'rupost']);
  });

  it('searches name, key and description, ignoring case and ё', () => {
    expect(keys(providerRows(ALL, ENABLED, new Map(), { ...all, query: 'почта' }))).toEqual(['rupost']);
    expect(keys(providerRows(ALL, ENABLED, new Map(), { ...all, query: 'CDEK' }))).toEqual(['cdek']);
    expect(keys(providerRows(ALL, ENABLED, new Map(), { ...all, query: 'курьерская служба' }))).toEqual(['cdek']);
    expect(keys(providerRows([p('x', 'Ёлка')], [], new Map(), { ...all, query: 'елка' }))).toEqual(['x']);
    expect(providerRows(ALL, ENABLED, new Map(), { ...all, query: 'nothing' })).toEqual([]);
  });
});
