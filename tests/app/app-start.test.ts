// @vitest-environment jsdom
// The start cookies (src/app/app-start.ts, docs/product.md#flows-app-start): what a visit writes, and that the time
// zone's name is looked up only when the device's offset changed or its cookie lapsed, and asked of Temporal before
// Intl, whose first use loads ICU's data (docs/architecture.md#performance). Node 20 has no Temporal: the tests without
// a stub take the Intl path. What a real browser keeps (expiry, values) is in e2e/startup.spec.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTimeZone, startApp } from '../../src/app/app-start';
import { writeCookie } from '../../src/app/storage';

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...value] = part.split('=');
        return [name, decodeURIComponent(value.join('='))];
      }),
  );
}

function clearCookies() {
  for (const name of Object.keys(cookies())) writeCookie(name, '', 0);
}

// The tests run in any zone: the offset written is the device's own for this instant.
const NOW = new Date('2026-03-01T17:00:00Z');
const OFFSET = String(-NOW.getTimezoneOffset());

describe('startApp', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    clearCookies();
  });

  it('writes the zone, its offset and the last visit on a first visit', () => {
    vi.useFakeTimers();
    const zone = vi.spyOn(Intl, 'DateTimeFormat');
    startApp(NOW);
    expect(zone).toHaveBeenCalledTimes(1);
    const kept = cookies();
    expect(kept.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(kept.timezone_offset).toBe(OFFSET);
    expect(kept.last_visited).toBe('2026-03-01T17:00:00.000Z');
  });

  it('does not look the zone up again while the offset is the one written', () => {
    vi.useFakeTimers();
    writeCookie('timezone_offset', OFFSET);
    writeCookie('timezone', 'America/Port-au-Prince');
    const zone = vi.spyOn(Intl, 'DateTimeFormat');
    startApp(NOW);
    expect(zone).not.toHaveBeenCalled();
    expect(cookies().timezone).toBe('America/Port-au-Prince');
    expect(cookies().last_visited).toBe('2026-03-01T17:00:00.000Z');
  });

  it('looks it up again when the offset moved, or the name lapsed', () => {
    vi.useFakeTimers();
    writeCookie('timezone_offset', String(Number(OFFSET) + 60));
    writeCookie('timezone', 'Somewhere/Else');
    const zone = vi.spyOn(Intl, 'DateTimeFormat');
    startApp(NOW);
    expect(zone).toHaveBeenCalledTimes(1);
    expect(cookies().timezone).not.toBe('Somewhere/Else');
    expect(cookies().timezone_offset).toBe(OFFSET);

    clearCookies();
    writeCookie('timezone_offset', OFFSET);
    startApp(NOW);
    expect(zone).toHaveBeenCalledTimes(2);
  });
});

describe('deviceTimeZone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    clearCookies();
  });

  it('asks Temporal where the browser has it, and never builds an Intl object', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'America/Port-au-Prince' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(deviceTimeZone()).toBe('America/Port-au-Prince');
    vi.useFakeTimers();
    startApp(NOW);
    expect(cookies().timezone).toBe('America/Port-au-Prince');
    expect(intl).not.toHaveBeenCalled();
  });

  it("falls back to Intl when Temporal has no zone to give (an older browser's partial Temporal)", () => {
    const hostZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    vi.stubGlobal('Temporal', { Now: {} });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(deviceTimeZone()).toBe(hostZone);
    expect(intl).toHaveBeenCalledTimes(1);
  });
});
