// Wall-clock readings in an event's zone ↔ instants, across the offsets a couple may meet.
import { describe, expect, it } from 'vitest';
import { instantOf, wallTimeOf } from './zoned-time';

describe('instantOf', () => {
  it('reads the clock in the event’s zone, not the browser’s', () => {
    expect(instantOf({ date: '2030-09-14', time: '19:00' }, 'Europe/Istanbul')).toBe(
      '2030-09-14T16:00:00.000Z',
    );
    expect(instantOf({ date: '2030-09-14', time: '19:00' }, 'Europe/Berlin')).toBe(
      '2030-09-14T17:00:00.000Z',
    );
    expect(instantOf({ date: '2030-01-14', time: '19:00' }, 'Europe/Berlin')).toBe(
      '2030-01-14T18:00:00.000Z',
    );
    expect(instantOf({ date: '2030-01-01', time: '00:30' }, 'America/New_York')).toBe(
      '2030-01-01T05:30:00.000Z',
    );
  });

  it('finds the right side of a change of offset', () => {
    // Berlin goes from +1 to +2 at 02:00 on 31 March 2030, and back at 03:00 on 27 October.
    expect(instantOf({ date: '2030-03-31', time: '03:30' }, 'Europe/Berlin')).toBe(
      '2030-03-31T01:30:00.000Z',
    );
    expect(instantOf({ date: '2030-03-31', time: '01:30' }, 'Europe/Berlin')).toBe(
      '2030-03-31T00:30:00.000Z',
    );
    expect(instantOf({ date: '2030-10-27', time: '12:00' }, 'Europe/Berlin')).toBe(
      '2030-10-27T11:00:00.000Z',
    );
  });

  it('refuses what is no date or time', () => {
    expect(instantOf({ date: '2030-02-31', time: '19:00' }, 'Europe/Istanbul')).toBeUndefined();
    expect(instantOf({ date: '2030-02-10', time: '24:00' }, 'Europe/Istanbul')).toBeUndefined();
    expect(instantOf({ date: 'invalid', time: '19:00' }, 'Europe/Istanbul')).toBeUndefined();
  });
});

describe('wallTimeOf', () => {
  it('gives back what instantOf was given', () => {
    for (const zone of ['Europe/Istanbul', 'Europe/Berlin', 'Asia/Tokyo', 'America/Los_Angeles']) {
      const instant = instantOf({ date: '2030-06-21', time: '20:15' }, zone)!;
      expect(wallTimeOf(instant, zone)).toEqual({ date: '2030-06-21', time: '20:15' });
    }
  });

  it('reads an instant on the event’s clock', () => {
    expect(wallTimeOf('2030-12-31T22:30:00.000Z', 'Europe/Istanbul')).toEqual({
      date: '2031-01-01',
      time: '01:30',
    });
  });
});
