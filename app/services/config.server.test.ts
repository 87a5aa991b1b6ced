import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.server';

describe('parseConfig', () => {
  it('needs no configuration at all', () => {
    expect(parseConfig({})).toMatchObject({
      port: 3000,
      siteName: 'Unitwise',
      teamName: 'Unitwise Team',
      publicOrigin: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it('derives the default public origin from the port and trims a trailing slash', () => {
    expect(parseConfig({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
    expect(parseConfig({ PUBLIC_ORIGIN: 'https://units.example.com/' }).publicOrigin).toBe('https://units.example.com');
  });

  it('fetches the ECB daily reference rates by default, and can be told not to or where else', () => {
    expect(parseConfig({})).toMatchObject({ ratesUrl: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml', ratesFetch: true });
    expect(parseConfig({ RATES_FETCH: 'off', RATES_URL: 'http://127.0.0.1:9/daily.xml' })).toMatchObject({
      ratesUrl: 'http://127.0.0.1:9/daily.xml',
      ratesFetch: false,
    });
    expect(() => parseConfig({ RATES_FETCH: 'no' })).toThrow('RATES_FETCH: must be on or off');
    expect(parseConfig({}).ratesPollMs).toBe(30_000);
    expect(parseConfig({ RATES_POLL_SECONDS: '1' }).ratesPollMs).toBe(1_000);
    for (const bad of ['0', '1.5', '3601', 'soon']) {
      expect(() => parseConfig({ RATES_POLL_SECONDS: bad })).toThrow('RATES_POLL_SECONDS: must be a whole number of seconds from 1 to 3600');
    }
    expect(() => parseConfig({ RATES_URL: 'ftp://example.com/x.xml' })).toThrow('RATES_URL: must be an http(s):// or file:// URL');
  });

  it('keeps images under DATA_DIR unless an S3 bucket is configured whole', () => {
    expect(parseConfig({}).s3).toBeUndefined();
    const s3 = { S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(parseConfig(s3).s3).toEqual({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'media',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      region: 'us-east-1',
    });
    expect(parseConfig({ ...s3, S3_REGION: 'auto' }).s3?.region).toBe('auto');
    expect(() => parseConfig({ S3_BUCKET: 'media' })).toThrow('S3_ENDPOINT: is required when any S3_ setting is set');
    expect(() => parseConfig({ ...s3, S3_ENDPOINT: 'ftp://example.com' })).toThrow('S3_ENDPOINT: must be an http:// or https:// URL');
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', SITE_NAME: '' })).toMatchObject({ port: 3000, siteName: 'Unitwise' });
  });

  it.each([
    [{}, 0],
    [{ TRUST_PROXY: 'false' }, 0],
    [{ TRUST_PROXY: '0' }, 0],
    [{ TRUST_PROXY: 'true' }, 1],
    [{ TRUST_PROXY: '1' }, 1],
    [{ TRUST_PROXY: '2' }, 2],
  ])('reads TRUST_PROXY of %j as %i trusted proxies', (env, hops) => {
    expect(parseConfig(env).trustProxy).toBe(hops);
  });

  it.each([
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_ORIGIN: 'units.example.com' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://units.example.com/app' }, 'PUBLIC_ORIGIN'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SUPPORT_EMAIL: 'nobody' }, 'SUPPORT_EMAIL'],
  ])('refuses %j with a message naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`${name}: `));
  });
});
