import { describe, expect, it } from 'vitest';
import { isGoogleMapsEmbed, isWhatsappNumber, mapEmbedSrc, normaliseWhatsapp } from './contact-links';
import { withHttpsScheme } from './urls';

describe('what staff paste into the contact settings', () => {
  it('reads a WhatsApp number in every way people write it as digits with the country code', () => {
    for (const written of [
      '0812-3456-7891',
      '0812 3456 7891',
      '(0812) 3456.7891',
      '+62 812-3456-7891',
      '+62 (0)812 3456 7891',
      '62812-3456-7891',
      '6281234567891',
      '00 62 812 3456 7891',
      '812-3456-7891',
      'https://wa.me/6281234567891',
      ' wa.me/6281234567891 ',
    ]) {
      expect(normaliseWhatsapp(written), written).toBe('6281234567891');
    }
    expect(normaliseWhatsapp('+31 6 1234 5678')).toBe('31612345678');
    expect(normaliseWhatsapp('')).toBe('');
    // No phone number: returned as it came, for the rule to refuse.
    expect(normaliseWhatsapp(' nomor kantor ')).toBe('nomor kantor');
  });

  it('refuses numbers too short or too long to be one', () => {
    expect(isWhatsappNumber('6281234567891')).toBe(true);
    expect(isWhatsappNumber('31612345678')).toBe(true);
    expect(isWhatsappNumber(normaliseWhatsapp('+62 812-3456'))).toBe(false);
    expect(isWhatsappNumber('1234567')).toBe(false);
    expect(isWhatsappNumber('1234567890123456')).toBe(false);
    expect(isWhatsappNumber('nomor kantor')).toBe(false);
  });

  it('takes the src of Google Maps\' "Embed a map" code and keeps a Google Maps embed link', () => {
    const src = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3955.2!2d112.4!3d-7.4!5e0!3m2!1sid!2sid';
    const code = `<iframe src="${src.replace('!1m3', '!1m3&amp;x=1')}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`;
    expect(mapEmbedSrc(code)).toBe(src.replace('!1m3', '!1m3&x=1'));
    expect(mapEmbedSrc(` <IFRAME width=600 src='${src}'></IFRAME>`)).toBe(src);
    expect(mapEmbedSrc(src)).toBe(src);
    expect(mapEmbedSrc(src.replace('https://', ''))).toBe(src);
    expect(mapEmbedSrc(src.replace('https://', 'http://'))).toBe(src);
    expect(isGoogleMapsEmbed(src)).toBe(true);
    expect(isGoogleMapsEmbed('https://maps.google.com/maps?q=unim&output=embed')).toBe(true);
    expect(isGoogleMapsEmbed('https://www.google.com/maps?q=Universitas+Mayjen+Sungkono&output=embed')).toBe(true);
  });

  it('allows only Google Maps embed addresses, which the contact page may frame', () => {
    for (const link of [
      mapEmbedSrc('<iframe src="https://evil.example/maps/embed?pb=1"></iframe>'),
      mapEmbedSrc('<iframe></iframe>'),
      'https://www.google.com/maps/place/Universitas+Mayjen+Sungkono',
      'https://maps.app.goo.gl/abc123',
      'https://www.google.com.evil.example/maps/embed?pb=1',
      'http://www.google.com.evil.example/maps/embed?pb=1',
      'javascript:alert(1)',
      'https://www.google.com/search?q=maps&output=embed',
    ]) {
      expect(isGoogleMapsEmbed(link), link).toBe(false);
    }
  });
});

describe('links written without https://', () => {
  it('gets https:// added to a link that starts with a domain name', () => {
    expect(withHttpsScheme('drive.google.com/file/d/1/view')).toBe('https://drive.google.com/file/d/1/view');
    expect(withHttpsScheme(' www.unim.ac.id ')).toBe('https://www.unim.ac.id');
    expect(withHttpsScheme('ejournal.unim.ac.id:8080/index.php?x=1')).toBe(
      'https://ejournal.unim.ac.id:8080/index.php?x=1',
    );
    expect(withHttpsScheme('forms.gle/abc')).toBe('https://forms.gle/abc');
  });

  it('leaves alone what has a scheme or is no link, so that the rules still decide', () => {
    for (const value of [
      'https://unim.ac.id',
      'http://unim.ac.id',
      'javascript:alert(1)',
      'mailto:p3m@unim.ac.id',
      'data:text/html,x',
      '//evil.example/phish',
      'bukan link',
      'unim.ac.id/a b',
      '1.5',
      '10.0.0.1/admin',
      'localhost/x',
      '',
    ]) {
      expect(withHttpsScheme(value), value).toBe(value.trim());
    }
  });
});
