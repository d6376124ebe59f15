import { describe, expect, it } from 'vitest';
import { renderCaptchaSvg } from './captcha.ts';
import { CAPTCHA_CHARSET } from './captchaGlyphs.ts';

const textOf = (svg: string) => svg.replace(/<[^>]*>/g, '');

describe('the captcha picture', () => {
  it('draws every character as paths: the SVG holds no text, and no character of the answer in its markup', () => {
    const svg = renderCaptchaSvg('XKCD');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text|<tspan|font-family/);
    expect(textOf(svg)).toBe('');
    // Attribute values are numbers, colours and path commands (M, L, Q) only: no letter of the code.
    const values = [...svg.matchAll(/="([^"]*)"/g)].map((m) => m[1]).filter((v) => !v.startsWith('http'));
    for (const value of values) expect(value).not.toMatch(/[XKCD]/);
  });

  it('has a glyph for every character a code is made of, and draws the same code differently each time', () => {
    expect(CAPTCHA_CHARSET).toMatch(/^[A-Z2-9]{30,}$/);
    expect(CAPTCHA_CHARSET).not.toMatch(/[IO01]/);
    expect(() => renderCaptchaSvg(CAPTCHA_CHARSET)).not.toThrow();
    expect(renderCaptchaSvg('AB23')).not.toBe(renderCaptchaSvg('AB23'));
  });
});
