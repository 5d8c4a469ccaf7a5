import path from 'node:path';
import { DEFAULT_DB_PATH, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      dbPath: DEFAULT_DB_PATH,
      allowedOrigins: ['http://localhost:3000'],
      summaryToken: null,
      rateLimitMax: 20,
      rateLimitWindowMs: 60_000,
      trustProxy: false,
    });
    expect(DEFAULT_DB_PATH).toBe(path.resolve(__dirname, '..', '..', '.data', 'feedback.sqlite'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      FEEDBACK_PORT: '8080',
      FEEDBACK_HOST: '0.0.0.0',
      FEEDBACK_DB: '/var/lib/feedback/db.sqlite',
      FEEDBACK_ALLOWED_ORIGIN: 'https://mui.com, https://next.mui.com/ ,',
      FEEDBACK_SUMMARY_TOKEN: 'secret',
      FEEDBACK_RATE_LIMIT_MAX: '5',
      FEEDBACK_RATE_LIMIT_WINDOW_MS: '1000',
      FEEDBACK_TRUST_PROXY: '127.0.0.1',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dbPath: '/var/lib/feedback/db.sqlite',
      allowedOrigins: ['https://mui.com', 'https://next.mui.com'],
      summaryToken: 'secret',
      rateLimitMax: 5,
      rateLimitWindowMs: 1000,
      trustProxy: '127.0.0.1',
    });
  });

  it('treats empty values as unset and resolves a relative database path', () => {
    const config = loadConfig({ FEEDBACK_SUMMARY_TOKEN: '  ', FEEDBACK_PORT: '', FEEDBACK_DB: 'tmp/f.sqlite' });
    expect(config.summaryToken).toBeNull();
    expect(config.port).toBe(3001);
    expect(config.dbPath).toBe(path.resolve('tmp/f.sqlite'));
    expect(loadConfig({ FEEDBACK_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each([
    ['FEEDBACK_PORT', 'abc'],
    ['FEEDBACK_PORT', '70000'],
    ['FEEDBACK_PORT', '-1'],
    ['FEEDBACK_RATE_LIMIT_MAX', '0'],
    ['FEEDBACK_RATE_LIMIT_MAX', '1.5'],
    ['FEEDBACK_RATE_LIMIT_WINDOW_MS', '10s'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it.each(['localhost:3000', 'https://mui.com/docs', ' , '])('rejects FEEDBACK_ALLOWED_ORIGIN=%j', (value) => {
    expect(() => loadConfig({ FEEDBACK_ALLOWED_ORIGIN: value })).toThrow('FEEDBACK_ALLOWED_ORIGIN');
  });
});
