import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPoolMax, readConfig } from './config.ts';
import { repoRoot } from './paths.ts';

describe('defaultPoolMax', () => {
  it('grows with the cores, within 8 and 32 connections', () => {
    expect(defaultPoolMax(1)).toBe(8);
    expect(defaultPoolMax(2)).toBe(8);
    expect(defaultPoolMax(4)).toBe(16);
    expect(defaultPoolMax(64)).toBe(32);
  });
});

describe('readConfig', () => {
  it('has defaults for a local run', () => {
    expect(readConfig({})).toEqual({
      port: 8787,
      host: '127.0.0.1',
      dataDir: join(repoRoot, '.data'),
      documentsDir: join(repoRoot, '.data', 'documents'),
      imagesDir: join(repoRoot, '.data', 'images'),
      databaseUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      jwtSecret: undefined,
      demoData: true,
      poolMax: defaultPoolMax(),
      rateLimits: {},
      requireVerifiedEmail: true,
      smtpUrl: undefined,
      mailFrom: 'RoboMarket <no-reply@robomarket.example>',
      publicUrl: 'http://localhost:8787',
      mqttPort: undefined,
    });
  });

  it('reads the environment', () => {
    const config = readConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/robomarket',
      DATABASE_URL: 'postgres://localhost/robomarket',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'true',
      JWT_SECRET: 'a'.repeat(32),
      DEMO_DATA: '0',
      DATABASE_POOL_MAX: '24',
      RATE_LIMITS: 'register=200/3600, waitlistSignup=5/60',
      REQUIRE_EMAIL_VERIFICATION: '0',
      SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
      MAIL_FROM: 'Robots <robots@example.com>',
      PUBLIC_URL: 'https://robomarket.example.com/',
      MQTT_PORT: '1883',
    });
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/robomarket',
      documentsDir: '/var/lib/robomarket/documents',
      imagesDir: '/var/lib/robomarket/images',
      databaseUrl: 'postgres://localhost/robomarket',
      logLevel: 'debug',
      trustProxy: true,
      jwtSecret: 'a'.repeat(32),
      demoData: false,
      poolMax: 24,
      rateLimits: {
        register: { limit: 200, windowMs: 3_600_000 },
        waitlistSignup: { limit: 5, windowMs: 60_000 },
      },
      requireVerifiedEmail: false,
      smtpUrl: 'smtps://mailer:secret@mail.example.com:465',
      mailFrom: 'Robots <robots@example.com>',
      publicUrl: 'https://robomarket.example.com',
      mqttPort: 1883,
    });
    expect(readConfig({ PORT: '9100' }).publicUrl).toBe('http://localhost:9100');
    expect(readConfig({ DATA_DIR: 'tmp/data' }).dataDir).toBe(join(repoRoot, 'tmp/data'));
    expect(readConfig({ DOCUMENTS_DIR: 'tmp/files' }).documentsDir).toBe(join(repoRoot, 'tmp/files'));
    expect(readConfig({ DOCUMENTS_DIR: '/srv/files' }).documentsDir).toBe('/srv/files');
    expect(readConfig({ IMAGES_DIR: 'tmp/pictures' }).imagesDir).toBe(join(repoRoot, 'tmp/pictures'));
    expect(readConfig({ IMAGES_DIR: '/srv/images' }).imagesDir).toBe('/srv/images');
  });

  it('names the variable that is wrong', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => readConfig({ MQTT_PORT: '0' })).toThrow(/MQTT_PORT/);
    expect(() => readConfig({ MQTT_PORT: 'mqtt' })).toThrow(/MQTT_PORT/);
    expect(() => readConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => readConfig({ DATABASE_POOL_MAX: 'many' })).toThrow(/DATABASE_POOL_MAX/);
    for (const wrong of ['register', 'register=0/60', 'register=10/0', 'register=ten/60', '=1/1']) {
      expect(() => readConfig({ RATE_LIMITS: wrong })).toThrow(/RATE_LIMITS/);
    }
    expect(() => readConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ MAIL_FROM: 'Robots <robots@example.com>\r\nBcc: x@example.com' })).toThrow(
      /MAIL_FROM/,
    );
    expect(() => readConfig({ PUBLIC_URL: 'robomarket.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});
