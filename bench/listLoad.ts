/**
 * The load generator of bench/list.ts, run as its own process so that it does not share an event
 * loop with the server or the direct queries. Prints one JSON line: { rps, p50, p99 } (ms).
 *
 *   node --import tsx bench/listLoad.ts <url> <token> <connections> <seconds>
 *
 * Several connections: autocannon. One connection: requests one after another on a kept-alive
 * socket, timed with performance.now() (autocannon rounds latencies to whole milliseconds).
 */
import http from 'node:http';
import autocannon from 'autocannon';

const [url, token, connectionsArg, secondsArg] = process.argv.slice(2);
const connections = Number(connectionsArg);
const seconds = Number(secondsArg);

function once(agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'X-Access-Token': token } }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve(0) : reject(new Error(`HTTP ${response.statusCode}`))));
    });
    request.on('error', reject);
  });
}

async function sequential() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    await once(agent);
    times.push(performance.now() - start);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { rps: times.length / seconds, p50: at(0.5), p99: at(0.99) };
}

async function loaded() {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'X-Access-Token': token } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

(connections === 1 ? sequential() : loaded())
  .then((figures) => console.log(JSON.stringify(figures)))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
