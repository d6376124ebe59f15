/**
 * A designed form of 1,000 controls of mixed kinds (bench/formContent.ts) rendered by the runtime's
 * SchemaForm, side by side in the same browser with the same fields as a plain Formily schema
 * rendered by @formily/antd-v5 (bench/formFormily.ts); headless Chromium, production build of a
 * small harness page (bench/form-page), a fresh page load per run, medians of the runs.
 *
 *   node --import tsx bench/form.ts [runs, default 5]
 *   (BENCH_NO_BUILD=1 reuses the last build; BENCH_PROFILE=schema|formily|typing-schema|
 *   typing-formily prints a CPU profile's summary, BENCH_TRACE=... a trace's)
 *
 * Targets (issue 5 "Performance"):
 * - first screenful interactive ≤ 0.3 × plain Formily's full mount;
 * - every control mounted ≤ 1.0 × plain Formily's full mount;
 * - at the first screen the form model already holds every field (with its rules) and every value:
 *   form.validate() then reports the required fields that are not mounted yet;
 * - typing into a field: ≤ 16 ms of work per keystroke (p95 of 50 keystrokes; median shown too):
 *   the input event's handlers plus the frame that shows the character. Also shown: from the
 *   keydown (adds the browser's key and editing work) and to the paint (adds waiting for vsync).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { openBrowser } from '../tests/e2e/driver.ts';
import type { Keystroke, MountFigures } from './form-page/main.ts';
import { profileSummary, startProfile, startTrace } from './formProfile.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.BENCH_OUT_DIR ?? '/tmp/form-bench-dist';
const runs = Number(process.argv[2] ?? 5);
const KEYSTROKES = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)];
const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function serve(dir: string): Promise<http.Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function mountOnce(page: Page, base: string, mode: 'schema' | 'formily', options: { validate?: boolean; profile?: boolean; trace?: boolean } = {}): Promise<MountFigures> {
  await page.goto(base);
  await page.waitForFunction('window.bench !== undefined');
  // Both forms' code loaded and the page settled: the clock measures mounting only.
  await page.evaluate('window.bench.ready()');
  await page.waitForTimeout(300);
  const profile = options.profile ? await startProfile(page) : undefined;
  const trace = options.trace ? await startTrace(page) : undefined;
  const figures = await page.evaluate<MountFigures>(`window.bench.mount('${mode}', ${JSON.stringify({ validate: options.validate })})`);
  if (profile) console.log(`\nWhere the time goes (${mode}, self time):\n${await profileSummary(profile, outDir)}\n`);
  if (trace) console.log(`\nWhere the time goes (${mode}, trace events on the main thread):\n${await trace()}\n`);
  return figures;
}

async function typeInto(page: Page, base: string, mode: 'schema' | 'formily'): Promise<Keystroke[]> {
  await mountOnce(page, base, mode);
  await page.evaluate('window.bench.typing()');
  // The first field of the form, a text input in both.
  const field = page.locator('input.ant-input').first();
  await field.click();
  await page.waitForTimeout(200);
  const profile = process.env.BENCH_PROFILE === `typing-${mode}` ? await startProfile(page) : undefined;
  const trace = process.env.BENCH_TRACE === `typing-${mode}` ? await startTrace(page) : undefined;
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(200);
  if (profile) console.log(`\nWhere the time goes (typing, ${mode}, self time):\n${await profileSummary(profile, outDir)}\n`);
  if (trace) console.log(`\nWhere the time goes (typing, ${mode}, trace events on the main thread):\n${await trace()}\n`);
  const typed = await field.inputValue();
  if (typed.length !== KEYSTROKES) throw new Error(`typed ${KEYSTROKES} characters, the field holds ${typed.length}`);
  return page.evaluate<Keystroke[]>('window.bench.keystrokes()');
}

/** Median and 95th percentile of a figure of the keystrokes. */
function typingLine(keys: Keystroke[], figure: (k: Keystroke) => number): string {
  const values = keys.map(figure);
  return `median ${median(values).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms`;
}

const loadNow = () => os.loadavg()[0].toFixed(1);

async function main() {
  // Other work on the machine slows both forms, not always alike: the figures say how busy it was.
  const load = loadNow();
  if (!process.env.BENCH_NO_BUILD) {
    // BENCH_MINIFY=0 keeps function names readable in BENCH_PROFILE's summary.
    await build({ configFile: path.join(here, 'form-page/vite.config.ts'), build: { outDir, minify: process.env.BENCH_MINIFY !== '0' } });
  }
  const server = await serve(outDir);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await openBrowser();
  try {
    const { page } = browser;
    const plain: MountFigures[] = [];
    const ours: MountFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      plain.push(await mountOnce(page, base, 'formily'));
      ours.push(await mountOnce(page, base, 'schema'));
    }
    const check = await mountOnce(page, base, 'schema', { validate: true });
    const plainCheck = await mountOnce(page, base, 'formily', { validate: true });
    const keys = await typeInto(page, base, 'schema');
    const plainKeys = await typeInto(page, base, 'formily');
    for (const mode of ['formily', 'schema'] as const) {
      if (process.env.BENCH_PROFILE === mode) await mountOnce(page, base, mode, { profile: true });
      if (process.env.BENCH_TRACE === mode) await mountOnce(page, base, mode, { trace: true });
    }

    const controls = await page.evaluate<number>('window.bench.controls');
    const valueKeys = await page.evaluate<number>('window.bench.valueKeys');
    const plainAll = median(plain.map((f) => f.allMounted));
    const first = median(ours.map((f) => f.firstScreen));
    const all = median(ours.map((f) => f.allMounted));
    const work = (k: Keystroke) => k.input + k.frame;
    console.log(`Designed form of ${controls} controls, headless Chromium, ${runs} runs (fresh page each); load average ${load} → ${loadNow()}`);
    console.log(`  plain Formily (@formily/antd-v5), full mount (ms): ${plain.map((f) => f.allMounted.toFixed(0)).join(', ')}   median ${ms(plainAll)}`);
    console.log(`  SchemaForm first screen (ms):                  ${ours.map((f) => f.firstScreen.toFixed(0)).join(', ')}   median ${ms(first)}`);
    console.log(`  SchemaForm every control mounted (ms):         ${ours.map((f) => f.allMounted.toFixed(0)).join(', ')}   median ${ms(all)}`);
    console.log(`  a task posted at the first screen waited (ms): ${ours.map((f) => f.probe.toFixed(0)).join(', ')}`);
    console.log(`  long tasks after the first screen (ms):        ${ours.map((f) => `[${f.longTasksAfterFirst.join(' ')}]`).join(' ')}`);
    console.log(`  first screen interactive: ${ms(first)} = ${(first / plainAll).toFixed(2)} × plain   target ≤ 0.30 ×: ${verdict(first <= 0.3 * plainAll)}`);
    console.log(`  every control mounted:    ${ms(all)} = ${(all / plainAll).toFixed(2)} × plain   target ≤ 1.00 ×: ${verdict(all <= plainAll)}`);
    const stateOk =
      check.mountedAtFirst < check.fields &&
      check.fieldsAtFirst === check.fields &&
      check.valueKeysAtFirst === valueKeys &&
      check.errorsAtFirst === plainCheck.errorsAtFirst;
    console.log(
      `  at the first screen: ${check.mountedAtFirst} of ${check.fields} Formily fields mounted, all ${check.fieldsAtFirst} made; values of all ${check.valueKeysAtFirst} ` +
        `of ${valueKeys} value controls; form.validate() reports ${check.errorsAtFirst} errors (plain Formily, all mounted: ${plainCheck.errorsAtFirst})   ${verdict(stateOk)}`,
    );
    const workP95 = percentile(keys.map(work), 0.95);
    console.log(`  typing into the first field, ${keys.length} keystrokes; work = the input event handled + the frame that shows it:`);
    console.log(`    SchemaForm:    work ${typingLine(keys, work)}   target ≤ 16 ms (p95): ${verdict(workP95 <= 16)}`);
    console.log(`                   input event ${typingLine(keys, (k) => k.input)}; frame ${typingLine(keys, (k) => k.frame)}`);
    console.log(`                   keydown → handled ${typingLine(keys, (k) => k.fromKeydown)}; keydown → painted ${typingLine(keys, (k) => k.toPaint)}`);
    console.log(`    plain Formily: work ${typingLine(plainKeys, work)}; keydown → painted ${typingLine(plainKeys, (k) => k.toPaint)}`);
    if (browser.problems.length > 0) console.log(`  console problems: ${browser.problems.join(' | ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
