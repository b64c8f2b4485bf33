// Signed-in sessions as their owner (account settings → security) or an admin (users → edit) sees
// them: which device, from where, since when. The device is read from the user agent, roughly:
// enough for a person to recognise "my phone" and revoke what is not theirs.
import { z } from 'zod';

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'unknown'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const sessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  isCurrent: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ items: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionParamsSchema = z.object({ sessionId: z.uuid() });

export interface DeviceInfo {
  browser: string | null;
  os: string | null;
  deviceType: DeviceType;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/YaBrowser\/(\d+)/, 'Yandex'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)|CriOS\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/Windows NT 10/, () => 'Windows'],
  [/Windows NT/, () => 'Windows'],
  [/(?:iPhone|CPU) OS (\d+)/, (m) => `iOS ${m[1]}`],
  [/iPad.*OS (\d+)/, (m) => `iPadOS ${m[1]}`],
  [/Android (\d+)/, (m) => `Android ${m[1]}`],
  [/Mac OS X/, () => 'macOS'],
  [/CrOS/, () => 'ChromeOS'],
  [/Linux/, () => 'Linux'],
];

/** Browser, operating system and kind of device named by a user agent; nulls where it does not say. */
export function describeDevice(userAgent: string | null | undefined): DeviceInfo {
  if (!userAgent) return { browser: null, os: null, deviceType: 'unknown' };
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      const version = match.slice(1).find(Boolean);
      browser = version ? `${name} ${version}` : name;
      break;
    }
  }
  let os: string | null = null;
  for (const [pattern, name] of SYSTEMS) {
    const match = pattern.exec(userAgent);
    if (match) {
      os = name(match);
      break;
    }
  }
  const deviceType: DeviceType = /iPad|Tablet/.test(userAgent)
    ? 'tablet'
    : /Mobi|iPhone|Android/.test(userAgent)
      ? 'mobile'
      : browser || os
        ? 'desktop'
        : 'unknown';
  return { browser, os, deviceType };
}
