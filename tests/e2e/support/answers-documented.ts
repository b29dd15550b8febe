// Global teardown: the suite's two servers wrote every answer their OpenAPI document does not list
// (server/src/middleware/answer-check.ts); any at all fails the run, each named once with how often it came.
import { existsSync, readFileSync } from 'node:fs';
import { ANSWER_FILES } from './env';

export default function answersDocumented(): void {
  const counts = new Map<string, number>();
  for (const file of ANSWER_FILES) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
      const { method, path, status } = JSON.parse(line) as { method: string; path: string; status: number };
      const key = `${method} ${path} -> ${status}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  if (counts.size) {
    throw new Error(`Answers the OpenAPI document does not list:\n${[...counts].map(([k, n]) => `  ${k} (${n}x)`).join('\n')}`);
  }
}
