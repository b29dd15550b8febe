import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

describe('export file name', () => {
  const date = new Date(2025, 0, 7, 23, 59);

  it('names the city, or all points, and the local date', () => {
    expect(exportFileName({ city: 'Москва' }, date)).toBe('points-Москва-2025-01-07.xlsx');
    expect(exportFileName({}, date)).toBe('points-all-2025-01-07.xlsx');
    expect(exportFileName({ providerKey: 'cdek' }, new Date(2024, 11, 31))).toBe('points-all-2024-12-31.xlsx');
  });

  it('keeps the name safe for any file system', () => {
    expect(exportFileName({ city: ' Ростов-на-Дону ' }, date)).toBe('points-Ростов-на-Дону-2025-01-07.xlsx');
    expect(exportFileName({ city: 'Нижний  Новгород' }, date)).toBe('points-Нижний-Новгород-2025-01-07.xlsx');
    expect(exportFileName({ city: 'a/b:c?' }, date)).toBe('points-a-b-c-2025-01-07.xlsx');
    expect(exportFileName({ city: '???' }, date)).toBe('points-all-2025-01-07.xlsx');
  });
});
