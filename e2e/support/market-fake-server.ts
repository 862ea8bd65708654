/**
 * Runs the fake of the price APIs (./market-fake.ts) on 127.0.0.1:<port>.
 *
 *   npx tsx e2e/support/market-fake-server.ts 5214
 */
import { createServer, type ServerResponse } from 'node:http';
import type { Engine } from '../journeys/engines/driver';
import { engineOf, reply, SCENARIOS, type Scenario } from './market-fake';

const port = Number(process.argv[2]);
const played = new Map<Engine, Scenario>();
const asked = new Map<Engine, string[]>();
const hanging = new Map<Engine, ServerResponse[]>();

const send = (res: ServerResponse, status: number, body: unknown, cors = true) => {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
  });
  res.end(body === undefined ? '' : JSON.stringify(body));
};

const server = createServer((req, res) => {
  const path = req.url ?? '/';
  const control = /^\/__fake\/(blink|gecko|webkit)\/([a-z-]+)$/.exec(path);
  if (path === '/__fake/health') return send(res, 200, 'ok');
  if (control) {
    const [, engineName, action] = control;
    const engine = engineName as Engine;
    if (req.method === 'GET' && action === 'requests')
      return send(res, 200, asked.get(engine) ?? []);
    if (req.method !== 'POST' || !(action! in SCENARIOS)) return send(res, 404, 'no such scenario');
    for (const waiting of hanging.get(engine) ?? []) waiting.destroy();
    played.set(engine, action as Scenario);
    asked.set(engine, []);
    hanging.set(engine, []);
    return send(res, 204, undefined);
  }
  const engine = engineOf(req.headers['user-agent']);
  asked.set(engine, [...(asked.get(engine) ?? []), path]);
  const scenario = played.get(engine);
  // No scenario yet: nothing should be asking.
  const answer = scenario ? reply(scenario, path) : { status: 500 };
  if (answer === 'hang') {
    hanging.set(engine, [...(hanging.get(engine) ?? []), res]);
    return;
  }
  send(res, answer.status, answer.body, answer.cors !== false);
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
