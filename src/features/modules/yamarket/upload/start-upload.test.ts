import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../contract/http';
import type { PointUploadTask } from '../../../../contract/modules';
import { startOrFollow } from './start-upload';

const task = (id: string, status: PointUploadTask['status']): PointUploadTask => ({
  id, integrationId: 'i', status, total: 10, uploaded: 0, failed: 0, errors: [], created: '', updated: '',
});

describe('starting a point upload', () => {
  it('answers the new task', async () => {
    expect(await startOrFollow(async () => task('new', 'queued'), async () => null)).toEqual({ kind: 'started', task: task('new', 'queued') });
  });

  it('follows the running task when the server says one is in progress', async () => {
    const busy = new ApiError('api', 409, 'Задача в процессе обработки', { code: '040904', message: 'Задача в процессе обработки' });
    const outcome = await startOrFollow(() => Promise.reject(busy), async () => task('running', 'processing'));
    expect(outcome).toEqual({ kind: 'inProgress', task: task('running', 'processing') });
  });

  it('tells no answer from a refusal, and says the refusal in the server\'s words', async () => {
    expect(await startOrFollow(() => Promise.reject(new ApiError('network', 0, 'Failed to fetch')), async () => null)).toEqual({ kind: 'offline' });
    const refused = new ApiError('api', 403, 'Forbidden', { code: '040301', message: 'Нет доступа' });
    expect(await startOrFollow(() => Promise.reject(refused), async () => null)).toEqual({ kind: 'refused', message: 'Нет доступа' });
  });
});
