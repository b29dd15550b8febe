// `npm run bench`: prints the figures the issues set targets for. Run after `vite build`.
import { measureEntrySize } from './entry-size';
import { startOwnServer } from '../support/own-server';
import { measureOfflineRender } from './offline-render';
import { median, percentile } from './stats';

const row = (name: string, value: string, target: string) => console.log(`${name.padEnd(44)} ${value.padStart(14)}   target ${target}`);

const entry = measureEntrySize('dist');
row('entry JS (gzip, script + modulepreloads)', `${entry.gzipKb.toFixed(1)} kB`, '< 150 kB');
row('entry JS (raw)', `${entry.rawKb.toFixed(1)} kB`, '-');

const server = await startOwnServer(8282);
try {
  const times = await measureOfflineRender(server.url);
  row('offline first render, median (ms)', median(times).toFixed(0), '< 1000');
  row('offline first render, p95 (ms)', percentile(times, 95).toFixed(0), '< 1000');
} finally {
  server.stop();
}
