/**
 * Where a mount spends its time: a sampled CPU profile of the page (Chrome DevTools Protocol),
 * summarised as the functions with the most self time. Build with BENCH_MINIFY=0 to read names.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function startProfile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return cdp;
}

/**
 * The module a line of an unminified bundle belongs to: Rolldown heads each module with a
 * `// node_modules/antd/es/input/Input.js` comment. Shortened to the package (or our folder).
 */
function moduleLocator(dir: string | undefined) {
  const heads = new Map<string, { line: number; name: string }[]>();
  const headsOf = (file: string) => {
    let known = heads.get(file);
    if (known) return known;
    known = [];
    const full = dir ? path.join(dir, 'assets', file) : '';
    if (full && fs.existsSync(full)) {
      fs.readFileSync(full, 'utf8').split('\n').forEach((text, line) => {
        const match = /^\/\/ ((?:node_modules\/)?\S+\.(?:js|ts|tsx|mjs|cjs|json))$/.exec(text);
        if (match) known?.push({ line, name: packageOf(match[1]) });
      });
    }
    heads.set(file, known);
    return known;
  };
  return (url: string, line: number) => {
    const list = headsOf(url.split('/').pop() ?? '');
    let name = '(unknown)';
    for (const head of list) {
      if (head.line > line) break;
      name = head.name;
    }
    return name;
  };
}

function packageOf(modulePath: string): string {
  if (!modulePath.startsWith('node_modules/')) return modulePath.split('/').slice(0, -1).join('/') || modulePath;
  const parts = modulePath.slice('node_modules/'.length).split('/');
  const name = parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  // antd by component folder: which components cost most.
  return name === 'antd' ? `antd/${parts[2] ?? ''}` : name;
}

/** Self time by function and by module (package, antd component, or our folder). `dir`: the build, to name modules. */
export async function profileSummary(cdp: CDPSession, dir?: string, top = 30): Promise<string> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const locate = moduleLocator(dir);
  const self = new Map<string, number>();
  const byModule = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const key = `${frame?.functionName || '(anonymous)'} ${(frame?.url ?? '').split('/').pop()}:${frame?.lineNumber ?? ''}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    const module = frame?.url ? locate(frame.url, frame.lineNumber) : frame?.functionName || '(native)';
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const list = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`);
  return [`total ${total.toFixed(0)} ms`, 'by module:', ...list(byModule), 'by function:', ...list(self)].join('\n');
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  ts: number;
}

/** A Chrome trace of the page: time per event kind on its main thread (script, style, layout, paint, GC). */
export async function startTrace(page: Page): Promise<() => Promise<string>> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => void events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8', transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const scriptBy = new Map<string, number>();
    for (const e of events) if (e.name === 'FunctionCall' && e.dur) scriptBy.set(`${e.pid}:${e.tid}`, (scriptBy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
    const main = [...scriptBy].sort((a, b) => b[1] - a[1])[0]?.[0];
    const by = new Map<string, number>();
    for (const e of events) if (e.ph === 'X' && e.dur && `${e.pid}:${e.tid}` === main) by.set(e.name, (by.get(e.name) ?? 0) + e.dur / 1000);
    return [...by].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`).join('\n');
  };
}
