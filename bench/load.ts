/**
 * What the browser downloads and how long it waits before the login page, and then the dashboard
 * after signing in, can be used: headless Chromium against the real server and built front end,
 * a fresh browser profile (empty cache) per run, median of the runs (targets: login page at most
 * 250 KB of JavaScript gzip, dashboard at most 600 KB gzip, counted from the start).
 *
 *   npm run build && node --import tsx bench/load.ts [runs, default 5]
 *
 * JavaScript size: every script the page requested up to that moment, gzip-compressed here (level 6,
 * what a reverse proxy sends) from the files in dist/. Time to interactive: from navigation start
 * (login) or from the click on 登录 (dashboard) until the page's content is shown and the main
 * thread is idle (the first requestIdleCallback after two animation frames). It also names the
 * chunks of the code editor, designer and spreadsheet code, which must not be among them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, openBrowser, startProduct } from '../tests/e2e/driver.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.E2E_STATIC_DIR ?? path.join(root, 'dist');
const runs = Number(process.argv[2] ?? 5);

/** Chunks that only pages needing them may load (names from the build's manual chunks and imports). */
const HEAVY = /monaco|editor\.(main|api)|designer|xlsx|exceljs|echarts/i;

const gzipped = new Map<string, number>();
function gzipSize(urlPath: string): number {
  const known = gzipped.get(urlPath);
  if (known !== undefined) return known;
  const file = path.join(dist, decodeURIComponent(urlPath));
  const size = file.startsWith(dist) && fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length : 0;
  gzipped.set(urlPath, size);
  return size;
}

// Sent as text: tsx would wrap a function's source in helpers the page does not have.
const idleAfter = (ready: string, origin: string) => `new Promise((resolve) => {
  const check = () => {
    if (${ready}) requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(performance.now() - ${origin}))));
    else setTimeout(check, 5);
  };
  check();
})`;

const scripts = (page: Page) =>
  page.evaluate<string[]>(`performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js')).map((e) => new URL(e.name).pathname)`);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`build the front end first (npm run build): ${dist}/index.html is missing`);
  const product = await startProduct({ LOG_LEVEL: 'warn', STATIC_DIR: dist });
  const base = product.server.url;
  const login = { ms: [] as number[], bytes: [] as number[] };
  const dashboard = { ms: [] as number[], bytes: [] as number[] };
  let loginChunks: string[] = [];
  let dashboardChunks: string[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const browser = await openBrowser();
      try {
        const { page } = browser;
        await page.goto(`${base}/user/login`, { waitUntil: 'commit' });
        login.ms.push(await page.evaluate<number>(idleAfter(`document.querySelector('input[placeholder="请输入用户名"]')`, '0')));
        loginChunks = await scripts(page);
        login.bytes.push(loginChunks.reduce((sum, p) => sum + gzipSize(p), 0));

        await page.getByPlaceholder('请输入用户名').fill('admin');
        await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
        await page.evaluate(`window.__clicked = performance.now()`);
        const measured = page.evaluate<number>(idleAfter(`location.pathname === '/dashboard/analysis' && document.querySelector('[data-testid="analysis-figures"], .ant-statistic')`, 'window.__clicked'));
        await page.getByRole('button', { name: /登\s*录/ }).click();
        dashboard.ms.push(await measured);
        dashboardChunks = await scripts(page);
        dashboard.bytes.push(dashboardChunks.reduce((sum, p) => sum + gzipSize(p), 0));
        if (browser.problems.length > 0) console.log(`run ${run + 1} console problems: ${browser.problems.join(' | ')}`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await product.stop();
  }
  const heavyLogin = loginChunks.filter((p) => HEAVY.test(p));
  const heavyDashboard = dashboardChunks.filter((p) => HEAVY.test(p) && !/echarts/i.test(p));
  console.log(`Load, headless Chromium on the local server, empty cache, ${runs} runs`);
  console.log(`  login page      JS ${kb(median(login.bytes))} gzip in ${loginChunks.length} files   TTI median ${median(login.ms).toFixed(0)} ms (runs ${login.ms.map((t) => t.toFixed(0)).join(', ')})`);
  console.log(`  dashboard       JS ${kb(median(dashboard.bytes))} gzip in ${dashboardChunks.length} files (from the start)   TTI after 登录 median ${median(dashboard.ms).toFixed(0)} ms (runs ${dashboard.ms.map((t) => t.toFixed(0)).join(', ')})`);
  console.log(`  target login ≤ 250 KB: ${median(login.bytes) <= 250 * 1024 ? 'PASS' : 'FAIL'}   dashboard ≤ 600 KB: ${median(dashboard.bytes) <= 600 * 1024 ? 'PASS' : 'FAIL'}`);
  console.log(`  editor, designer or spreadsheet code before the login page: ${heavyLogin.join(', ') || 'none'}; before the dashboard: ${heavyDashboard.join(', ') || 'none'}`);
  console.log(`  largest on the dashboard: ${dashboardChunks.map((p) => [p, gzipSize(p)] as const).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([p, s]) => `${path.basename(p)} ${kb(s)}`).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
