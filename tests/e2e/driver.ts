import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser as PwBrowser, type BrowserContext, type Page } from 'playwright-core';
import { spawnServer, type ServerProcess } from '../helpers/process.ts';
import { preparedDatabase } from '../helpers/templates.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN_PASSWORD = 'E2e-admin-password-1';
// README pictures are refreshed with UPDATE_SCREENSHOTS=1; ordinary runs keep theirs out of git.
export const screenshotsDir = path.join(root, process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : 'tests/.artifacts');

export interface Product {
  server: ServerProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** Settings that make a first start differ from the prepared template's (templates.ts). */
const SHAPES_DATABASE = ['SCHEMAS_DIR', 'DEMO_ROWS', 'DATA_DIR', 'DATABASE_URL'];

/**
 * The real product (built front end + server) on a fresh embedded database with demo data: a copy of
 * the prepared template when nothing in `env` changes what a first start would make, else a first start.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  const fromTemplate = !SHAPES_DATABASE.some((name) => name in env);
  const dataDir = fromTemplate ? (await preparedDatabase('sqlite', ADMIN_PASSWORD)).dataDir : fs.mkdtempSync(path.join(os.tmpdir(), 'rsa-e2e-'));
  const server = await spawnServer({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    LOGIN_CAPTCHA: 'off',
    DATABASE_URL: '',
    // The browser and the server share two busy cores: a lagging event loop is the test machine's,
    // not a load to shed (server tests prove the 503, tests/server/limits.test.ts).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // E2E_STATIC_DIR lets a run use its own build (several builds at once must not share dist/).
    STATIC_DIR: process.env.E2E_STATIC_DIR ?? path.join(root, 'dist'),
    ...env,
  });
  return {
    server,
    dataDir,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests seen so far: a clean page has none. */
  problems: string[];
  close(): Promise<void>;
}

const LAUNCH = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
};

/**
 * Under vitest one Chromium serves a whole test file, each openBrowser() a new context in it (as
 * isolated as a new profile, at a fraction of a launch); it closes after the file. A bench script
 * gets a Chromium of its own per call, closed with it.
 */
let fileChromium: Promise<PwBrowser> | undefined;
if (process.env.VITEST) {
  const { afterAll } = await import('vitest');
  afterAll(async () => {
    const launched = fileChromium;
    fileChromium = undefined;
    if (launched) await (await launched).close();
  });
}

export async function openBrowser(): Promise<Browser> {
  const own = !process.env.VITEST;
  const chromiumProcess = own ? await chromium.launch(LAUNCH) : await (fileChromium ??= chromium.launch(LAUNCH));
  const context = await chromiumProcess.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return {
    context,
    page,
    problems,
    async close() {
      await context.close();
      if (own) await chromiumProcess.close();
    },
  };
}

export async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  // After a refused try in this tab the login page asks for the slider first (seed 002 §4).
  if (await page.getByTestId('slider-verify').isVisible()) await passSlider(page);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Drags the slider verification's handle to the right end, as a person does, and waits for 验证通过. */
export async function passSlider(page: Page, within = page.locator('body')): Promise<void> {
  const track = within.getByTestId('slider-verify');
  const trackBox = await track.boundingBox();
  const handleBox = await track.getByRole('slider').boundingBox();
  if (!trackBox || !handleBox) throw new Error('the slider verification is not on screen');
  const y = handleBox.y + handleBox.height / 2;
  await page.mouse.move(handleBox.x + handleBox.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(trackBox.x + trackBox.width + 20, y, { steps: 10 });
  await page.mouse.up();
  await track.and(page.locator('[data-phase="success"]')).waitFor();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
}
