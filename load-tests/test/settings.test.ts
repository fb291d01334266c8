import { describe, expect, it } from 'vitest';
import { loadRunnerSettings } from '../src/settings.ts';

describe('runner settings', () => {
  it('defaults to the local shop, 10 s per scenario, every scenario', () => {
    expect(loadRunnerSettings({})).toMatchObject({
      BASE_URL: 'http://localhost:3000',
      LOAD_DURATION: 10,
      LOAD_PAYMENT_METHOD: 'cod',
    });
  });

  it('treats empty values as unset and names a bad one', () => {
    const settings = loadRunnerSettings({ LOAD_CONNECTIONS: '', LOAD_SCENARIOS: '', LOAD_DURATION: '' });
    expect(settings.LOAD_CONNECTIONS).toBeUndefined();
    expect(settings.LOAD_SCENARIOS).toBeUndefined();
    expect(settings.LOAD_DURATION).toBe(10);
    expect(() => loadRunnerSettings({ LOAD_DURATION: 'soon' })).toThrow(/LOAD_DURATION is invalid/);
  });
});
