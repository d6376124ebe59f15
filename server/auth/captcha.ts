import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';

const CHARSET = 'qwertyuiplkjhgfdsazxcvbnmQWERTYUPLKJHGFDSAZXCVBNM1234567890';
const LIFETIME_MS = 60_000;

function randomCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CHARSET[randomInt(CHARSET.length)];
  return code;
}

const colour = () => `rgb(${randomInt(20, 160)},${randomInt(20, 160)},${randomInt(20, 160)})`;

/** The captcha as an SVG picture: rotated glyphs over noise lines and dots. */
export function renderCaptchaSvg(code: string, width = 105, height = 35): string {
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="rgb(243,251,254)"/>`];
  for (let i = 0; i < 4; i += 1) {
    parts.push(
      `<line x1="${randomInt(width)}" y1="${randomInt(height)}" x2="${randomInt(width)}" y2="${randomInt(height)}" ` +
        `stroke="${colour()}" stroke-width="1"/>`,
    );
  }
  for (let i = 0; i < 25; i += 1) {
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="1" fill="${colour()}"/>`);
  }
  const step = width / (code.length + 1);
  [...code].forEach((ch, i) => {
    const x = Math.round(step * (i + 0.6));
    const y = randomInt(24, 30);
    const angle = randomInt(-25, 26);
    parts.push(
      `<text x="${x}" y="${y}" font-size="24" font-family="Arial, sans-serif" font-weight="bold" fill="${colour()}" ` +
        `transform="rotate(${angle} ${x} ${y})">${ch}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
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
