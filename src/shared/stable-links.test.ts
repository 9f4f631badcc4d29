import { describe, expect, it } from 'vitest';
import { isBotUserAgent } from './bots';
import { stableLinkId, stableLinkPath } from './stable-links';

describe('stable links', () => {
  it('are the id and the words of the title, accents dropped and bounded', () => {
    expect(stableLinkPath('file', 12, 'SK Rektor No. 12/2026')).toBe('/d/berkas/12-sk-rektor-no-12-2026');
    expect(stableLinkPath('document', 3, 'Pédoman Étika')).toBe('/d/dokumen/3-pedoman-etika');
    expect(stableLinkPath('document', 4, '!!!')).toBe('/d/dokumen/4');
    expect(stableLinkPath('file', 5, 'a '.repeat(100)).length).toBeLessThanOrEqual('/d/berkas/5-'.length + 60);
  });

  it('are read by their id alone', () => {
    expect(stableLinkId('12-sk-rektor')).toBe(12);
    expect(stableLinkId('12')).toBe(12);
    expect(stableLinkId('12-judul-lama')).toBe(12);
    for (const ref of ['', 'abc', '0', '-12', '12abc', '99999999999', '2147483648'])
      expect(stableLinkId(ref), ref).toBeNull();
  });
});

describe('isBotUserAgent', () => {
  it('tells crawlers, link previews, monitors and scripts from browsers', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'WhatsApp/2.23.20.0',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.32.3',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(isBotUserAgent(agent), String(agent)).toBe(true);
    }
    for (const agent of [
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ]) {
      expect(isBotUserAgent(agent), agent).toBe(false);
    }
  });
});
