import { format, messages } from './messages';

// A session's browser in plain words for "Sesi Aktif", read from the User-Agent it logged in with. Only
// the browsers and systems an office uses are told apart; anything else is named as unknown.

/** Checked in order: Edge, Opera and Samsung's browser also call themselves Chrome, and Chrome calls itself Safari. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome di Windows", "Safari di iPhone"; an empty or unknown User-Agent says so. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const text = userAgent ?? '';
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (!browser && !system) return messages.sessions.unknownBrowser;
  return format(messages.sessions.browserOn, {
    browser: browser ?? messages.sessions.unknownBrowser,
    system: system ?? messages.sessions.unknownSystem,
  });
}
