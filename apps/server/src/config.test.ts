import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the defaults of DESIGN.md §3', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      STORAGE_DRIVER: 'local',
      DEMO_DATA: false,
      TRUST_PROXY: false,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.sessions.staff).toEqual({ idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 });
    expect(config.sessions.others.maxMs).toBe(30 * 24 * 3_600_000);
  });

  it('stops with a message naming every bad value', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expect(load).toThrow(ConfigError);
    const message = (() => {
      try {
        load();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must be memory:// or postgres://…');
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      'S3_BUCKET: is required when STORAGE_DRIVER=s3',
    );
  });

  it('checks the S3 settings of STORAGE_DRIVER=s3, with a clear message for each', () => {
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'hatira-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3)).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(loadConfig(s3).S3_ENDPOINT).toBeUndefined(); // AWS itself
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'eu-1' }),
    ).toMatchObject({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: true, S3_REGION: 'eu-1' });
    const messageOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    const missing = messageOf({ STORAGE_DRIVER: 's3' });
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(missing).toContain(`${key}: is required when STORAGE_DRIVER=s3`);
    expect(messageOf({ ...s3, S3_BUCKET: 'Hatira_Media' })).toContain(
      'S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    );
    expect(messageOf({ ...s3, S3_ENDPOINT: 'minio:9000' })).toContain(
      'S3_ENDPOINT: must be an http:// or https:// address',
    );
    expect(messageOf({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toContain('S3_FORCE_PATH_STYLE');
  });

  it('treats empty values as unset and parses booleans', () => {
    const config = loadConfig({ PORT: '', TRUST_PROXY: 'true', PUBLIC_URL: 'https://photos.example.com/' });
    expect(config.PORT).toBe(3000);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.publicUrl).toBe('https://photos.example.com');
  });

  it('reads the KDV rate and the days a bill waits for payment (DESIGN.md §6.3)', () => {
    expect(loadConfig({})).toMatchObject({ VAT_RATE: 20, BILL_PAYMENT_DAYS: 7 });
    expect(loadConfig({ VAT_RATE: '10', BILL_PAYMENT_DAYS: '3' })).toMatchObject({
      VAT_RATE: 10,
      BILL_PAYMENT_DAYS: 3,
    });
    for (const env of [
      { VAT_RATE: '18.5' },
      { VAT_RATE: '-1' },
      { VAT_RATE: '101' },
      { BILL_PAYMENT_DAYS: '0' },
    ])
      expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});
