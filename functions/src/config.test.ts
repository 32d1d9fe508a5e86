import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

const deployed = (env: Record<string, string>) => readConfig(env as NodeJS.ProcessEnv);
const emulated = (env: Record<string, string>) =>
  readConfig({ FUNCTIONS_EMULATOR: 'true', ...env } as NodeJS.ProcessEnv);

describe('readConfig: the mode fails closed', () => {
  it.each([
    [undefined, /API_MODE is not set/],
    ['', /API_MODE is ""/],
    ['Firebase', /API_MODE is "Firebase"/],
    ['firebase ', /API_MODE is "firebase "/],
    ['locl', /API_MODE is "locl"/],
    ['local', /runs only inside the functions emulator/],
  ])('outside the emulator, API_MODE=%j refuses to start with a clear message', (mode, message) => {
    const env: Record<string, string> = mode === undefined ? {} : { API_MODE: mode };
    expect(() => deployed(env)).toThrow(ConfigError);
    expect(() => deployed(env)).toThrow(message);
  });

  it('outside the emulator, API_MODE=firebase runs firebase mode and never seeds demo accounts', () => {
    const c = deployed({ API_MODE: 'firebase', SEED_DEMO: 'true' });
    expect(c.mode).toBe('firebase');
    expect(c.seedDemo).toBe(false);
  });

  it('inside the emulator, local mode runs (also when API_MODE is unset) and seeds unless SEED_DEMO=false', () => {
    expect(emulated({ API_MODE: 'local' })).toMatchObject({ mode: 'local', seedDemo: true });
    expect(emulated({})).toMatchObject({ mode: 'local', seedDemo: true });
    expect(emulated({ API_MODE: 'local', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('inside the emulator, a misspelt mode is refused too', () => {
    expect(() => emulated({ API_MODE: 'locl' })).toThrow(/API_MODE is "locl"/);
  });

  it('inside the emulator, firebase mode seeds only when SEED_DEMO=true (npm run emulators)', () => {
    expect(emulated({ API_MODE: 'firebase' }).seedDemo).toBe(false);
    expect(emulated({ API_MODE: 'firebase', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});

describe('readConfig: limits and proxy hops', () => {
  it('has defaults, reads overrides, and refuses nonsense', () => {
    expect(deployed({ API_MODE: 'firebase' })).toMatchObject({
      rateLimitPerMinute: 30,
      publicWritesPerMinute: 120,
      trustedProxyHops: 2,
    });
    expect(
      deployed({
        API_MODE: 'firebase',
        RATE_LIMIT_PER_MINUTE: '12',
        PUBLIC_WRITES_PER_MINUTE: '600',
        TRUSTED_PROXY_HOPS: '3',
      }),
    ).toMatchObject({ rateLimitPerMinute: 12, publicWritesPerMinute: 600, trustedProxyHops: 3 });
    expect(() => deployed({ API_MODE: 'firebase', TRUSTED_PROXY_HOPS: '0' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => deployed({ API_MODE: 'firebase', PUBLIC_WRITES_PER_MINUTE: 'lots' })).toThrow(
      /PUBLIC_WRITES_PER_MINUTE/,
    );
  });
});
