// The baseline: a Fastify hello-world in its own process (started by server.bench.mjs). Usage: node hello-server.mjs PORT
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
