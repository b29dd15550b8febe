import { describe, expect, it } from 'vitest';
import { createChannel } from './event-channel';

describe('createChannel', () => {
  it('delivers to every listener', () => {
    const channel = createChannel<number>();
    const a: number[] = [];
    const b: number[] = [];
    channel.subscribe((n) => a.push(n));
    channel.subscribe((n) => b.push(n));
    channel.emit(1);
    expect([a, b]).toEqual([[1], [1]]);
  });

  it('keeps events sent before anyone listens and hands them to the first listener once', () => {
    const channel = createChannel<number>(3);
    [1, 2, 3, 4].forEach(channel.emit);
    const first: number[] = [];
    const second: number[] = [];
    channel.subscribe((n) => first.push(n));
    channel.subscribe((n) => second.push(n));
    expect(first).toEqual([2, 3, 4]);
    expect(second).toEqual([]);
  });

  it('stops delivering after unsubscribe and buffers again when nobody listens', () => {
    const channel = createChannel<string>();
    const got: string[] = [];
    const off = channel.subscribe((s) => got.push(s));
    off();
    channel.emit('later');
    expect(got).toEqual([]);
    channel.subscribe((s) => got.push(s));
    expect(got).toEqual(['later']);
  });
});
