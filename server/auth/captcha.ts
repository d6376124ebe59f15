import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { CAPTCHA_CHARSET, glyphStrokes } from './captchaGlyphs.ts';

const LIFETIME_MS = 60_000;

function randomCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CAPTCHA_CHARSET[randomInt(CAPTCHA_CHARSET.length)];
  return code;
}

const colour = () => `rgb(${randomInt(20, 160)},${randomInt(20, 160)},${randomInt(20, 160)})`;
/** A random number in [min, max), to one decimal. */
const between = (min: number, max: number) => Math.round((min + (max - min) * (randomInt(1000) / 1000)) * 10) / 10;
const stroked = (d: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour()}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** One character's strokes: each grid point jittered, the glyph scaled, rotated and placed at (x, y). */
function glyphPaths(ch: string, x: number, y: number): string[] {
  const scale = between(3, 3.5);
  const angle = (between(-25, 25) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return glyphStrokes(ch).map((points) => {
    const d = points.map(([gx, gy], i) => {
      // Around the glyph's centre (2, 3), so the rotation keeps it in its place.
      const px = (gx - 2 + between(-0.2, 0.2)) * scale;
      const py = (gy - 3 + between(-0.2, 0.2)) * scale;
      return `${i === 0 ? 'M' : 'L'}${(x + px * cos - py * sin).toFixed(1)} ${(y + px * sin + py * cos).toFixed(1)}`;
    });
    return stroked(d.join(''), between(1.6, 2.3));
  });
}

/** A curve across the picture, drawn like a glyph stroke so that the two cannot be told apart by style. */
function noiseCurve(width: number, height: number): string {
  return stroked(
    `M${randomInt(width)} ${randomInt(height)}Q${randomInt(width)} ${randomInt(height)} ${randomInt(width)} ${randomInt(height)}`,
    between(0.8, 1.8),
  );
}

/**
 * The captcha as an SVG picture: each character drawn as jittered, rotated strokes (paths, never
 * text: a <text> element hands the answer to any script), among noise curves and dots.
 */
export function renderCaptchaSvg(code: string, width = 105, height = 35): string {
  const parts: string[] = [];
  for (let i = 0; i < 4; i += 1) parts.push(noiseCurve(width, height));
  for (let i = 0; i < 25; i += 1) {
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="1" fill="${colour()}"/>`);
  }
  const step = width / (code.length + 1);
  [...code].forEach((ch, i) => parts.push(...glyphPaths(ch, step * (i + 1), height / 2 + between(-2, 2))));
  for (let i = 0; i < 2; i += 1) parts.push(noiseCurve(width, height));
  // In random order, so the place of an element in the markup does not say which character it belongs to.
  for (let i = parts.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [parts[i], parts[j]] = [parts[j], parts[i]];
  }
  const background = `<rect width="${width}" height="${height}" fill="rgb(243,251,254)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${background}${parts.join('')}</svg>`;
}

/** Makes a new code for checkKey (replacing any earlier one) and returns it as a data URL. */
export async function issueCaptcha(db: Db, checkKey: string): Promise<string> {
  const code = randomCode();
  const expiresAt = Date.now() + LIFETIME_MS;
  await db.kysely
    .insertInto('sysCaptcha')
    .values({ checkKey, code: code.toLowerCase(), expiresAt })
    .onConflict((oc) => oc.column('checkKey').doUpdateSet({ code: code.toLowerCase(), expiresAt }))
    .execute();
  // Expired codes are swept as new ones are made, so the table stays small without a job.
  await db.kysely.deleteFrom('sysCaptcha').where('expiresAt', '<', Date.now()).execute();
  return `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(code)).toString('base64')}`;
}

/** True when the answer matches. The code is used up either way, so it cannot be guessed at. */
export async function consumeCaptcha(db: Db, checkKey: string, answer: string): Promise<boolean> {
  const row = await db.kysely.deleteFrom('sysCaptcha').where('checkKey', '=', checkKey).returning(['code', 'expiresAt']).executeTakeFirst();
  return !!row && row.expiresAt > Date.now() && row.code === answer.trim().toLowerCase();
}
