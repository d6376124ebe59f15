/**
 * The HTTP floor of bench/list.ts: a bare Fastify server in its own process that answers every GET
 * with the same bytes (a recorded answer of the real endpoint), with no session, query or JSON
 * work. The load generator measured against it shows what HTTP alone costs on this machine.
 *
 *   node --import tsx bench/floorServer.ts <file with the body>   (prints the port, then serves)
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
  const address = app.server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
