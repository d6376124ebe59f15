/**
 * The editable table (runtime/grid) at 10,000 rows x 20 columns of every kind it edits, beside antd's
 * own read-only virtual Table with the same data in the same run; headless Chromium, production build
 * of a small harness page (bench/table-page), a fresh page per run, medians of the runs.
 *
 *   node --import tsx bench/table.ts [runs, default 5]     (BENCH_NO_BUILD=1 reuses the last build)
 *
 * Targets (issue 15 "Performance"):
 * - mount ≤ 0.5 x antd's read-only virtual table;
 * - scrolling to row 9,000 and back: p95 frame no worse than antd's, none over 100 ms on a quiet machine;
 * - a keystroke in a cell (keydown to the second frame) ≤ 1.1 x the same antd Input alone on a page;
 * - validating all 200,000 cells ≤ 150 ms, no task over 50 ms;
 * - the footer sum over all rows right after an edit.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { openBrowser } from '../tests/e2e/driver.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.BENCH_OUT_DIR ?? '/tmp/table-bench-dist';
const runs = Number(process.argv[2] ?? 5);
const KEYSTROKES = 30;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const percentile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const loadNow = () => os.loadavg()[0].toFixed(1);

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

async function fresh(page: Page, base: string): Promise<void> {
  await page.goto(base);
  await page.waitForFunction('window.bench !== undefined');
  await page.waitForTimeout(300);
}

async function typeKeys(page: Page, target: string): Promise<number[]> {
  await page.locator(target).first().click();
  await page.evaluate('window.bench.startKeys()');
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(200);
  return page.evaluate<number[]>('window.bench.stopKeys()');
}

async function main() {
  const load = loadNow();
  if (!process.env.BENCH_NO_BUILD) await build({ configFile: path.join(here, 'table-page/vite.config.ts'), build: { outDir } });
  const server = await serve(outDir);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await openBrowser();
  try {
    const { page } = browser;
    const mounts = { grid: [] as number[], antd: [] as number[] };
    const frames = { grid: [] as number[], antd: [] as number[] };
    for (let run = 0; run < runs; run += 1) {
      for (const mode of ['antd', 'grid'] as const) {
        await fresh(page, base);
        mounts[mode].push(await page.evaluate<number>(`window.bench.mount('${mode}')`));
        frames[mode].push(...(await page.evaluate<number[]>(`window.bench.scroll('${mode}')`)));
      }
    }

    await fresh(page, base);
    await page.evaluate(`window.bench.mount('grid')`);
    const checks = [];
    for (let run = 0; run < runs; run += 1) checks.push(await page.evaluate<{ ms: number; longTasks: number[]; errors: number }>('window.bench.validate()'));
    // The check revealed its first error (row 9,500): back to the top, where the typing happens.
    await page.evaluate("document.querySelector('[role=grid]').scrollTo(0, 0)");
    await page.locator('[data-row-id="r0"]').waitFor();
    // A cell of the number column with totals: the footer sums every row after the edit.
    const before = await page.evaluate<number>('window.bench.sum()');
    const cellKeys = await typeKeys(page, '[data-row-id="r0"] .grid-cell >> nth=0');
    await page.keyboard.press('Escape');
    await page.locator('[data-row-id="r0"] .grid-cell').nth(1).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('150');
    await page.keyboard.press('Enter');
    const after = await page.evaluate<number>('window.bench.sum()');

    await fresh(page, base);
    await page.evaluate('window.bench.mountInput()');
    const inputKeys = await typeKeys(page, '#alone');

    const mountGrid = median(mounts.grid);
    const mountAntd = median(mounts.antd);
    const p95Grid = percentile(frames.grid, 0.95);
    const p95Antd = percentile(frames.antd, 0.95);
    const worstGrid = Math.max(...frames.grid);
    const keyGrid = median(cellKeys);
    const keyInput = median(inputKeys);
    const validateMs = median(checks.map((c) => c.ms));
    const longest = Math.max(0, ...checks.flatMap((c) => c.longTasks));
    console.log(`Editable table, 10,000 rows x 20 columns, headless Chromium, ${runs} runs; load average ${load} → ${loadNow()}`);
    console.log(`  mount (ms)       antd read-only virtual Table: ${mounts.antd.map((x) => x.toFixed(0)).join(', ')}   median ${ms(mountAntd)}`);
    console.log(`                   EditableGrid:                 ${mounts.grid.map((x) => x.toFixed(0)).join(', ')}   median ${ms(mountGrid)}`);
    console.log(`                   ${(mountGrid / mountAntd).toFixed(2)} x antd   target ≤ 0.50 x: ${verdict(mountGrid <= 0.5 * mountAntd)}`);
    console.log(`  scroll to row 9,000 and back, ${frames.grid.length / runs} frames a run:`);
    console.log(`                   antd:  p95 ${ms(p95Antd)}, worst ${ms(Math.max(...frames.antd))}, over 50 ms ${frames.antd.filter((f) => f > 50).length}`);
    console.log(`                   grid:  p95 ${ms(p95Grid)}, worst ${ms(worstGrid)}, over 50 ms ${frames.grid.filter((f) => f > 50).length}`);
    console.log(`                   p95 no worse than antd: ${verdict(p95Grid <= p95Antd)}; no frame over 100 ms: ${verdict(worstGrid <= 100)}`);
    console.log(`  keystroke, keydown → second frame (median of ${KEYSTROKES}): cell ${keyGrid.toFixed(1)} ms, antd Input alone ${keyInput.toFixed(1)} ms, ` +
      `${(keyGrid / keyInput).toFixed(2)} x   target ≤ 1.10 x: ${verdict(keyGrid <= 1.1 * keyInput)}`);
    console.log(`  validate all 200,000 cells: ${checks.map((c) => c.ms.toFixed(0)).join(', ')} ms, median ${ms(validateMs)}, longest task ${longest} ms, ` +
      `errors found ${checks[0]?.errors}   ≤ 150 ms: ${verdict(validateMs <= 150)}; no task over 50 ms: ${verdict(longest <= 50)}`);
    console.log(`  footer sum over every row: ${before} → ${after} after setting row 1 from 0 to 150   ${verdict(after - before === 150)}`);
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
