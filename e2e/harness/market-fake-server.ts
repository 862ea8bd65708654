/**
 * Runs the fake of the price APIs and Check the token's sources (./market-fake.ts) on
 * 127.0.0.1:<port>.
 *
 *   npx tsx e2e/harness/market-fake-server.ts 5214
 */
import { createServer, type ServerResponse } from 'node:http';
import type { Engine } from '../journeys/engines/driver';
import {
  engineOf,
  familyOf,
  reply,
  route,
  type Family,
  type Scenario,
} from '../support/market-fake';

const port = Number(process.argv[2]);
/** Each engine's state per family of APIs, keyed `<engine>/<family>`. */
const played = new Map<string, Scenario>();
const asked = new Map<string, string[]>();
const hanging = new Map<string, ServerResponse[]>();
const FAMILIES: Family[] = ['price', 'check'];

const send = (res: ServerResponse, status: number, body: unknown, cors = true, raw?: string) => {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
  });
  res.end(raw ?? (body === undefined ? '' : JSON.stringify(body)));
};

const server = createServer((req, res) => {
  const path = req.url ?? '/';
  const requests = /^\/__fake\/(blink|gecko|webkit)\/(price|check)\/requests$/.exec(path);
  const control = /^\/__fake\/(blink|gecko|webkit)\/([a-z-]+)$/.exec(path);
  if (path === '/__fake/health') return send(res, 200, 'ok');
  if (requests && req.method === 'GET')
    return send(res, 200, asked.get(requests.slice(1).join('/')) ?? []);
  if (control) {
    const [, engine, scenario] = control;
    const family = familyOf(scenario!);
    if (req.method !== 'POST' || !family) return send(res, 404, 'no such scenario');
    const key = `${engine}/${family}`;
    for (const waiting of hanging.get(key) ?? []) waiting.destroy();
    played.set(key, scenario as Scenario);
    asked.set(key, []);
    hanging.set(key, []);
    return send(res, 204, undefined);
  }
  const engine: Engine = engineOf(req.headers['user-agent']);
  const api = route(path);
  // A path that is none of the APIs is logged for both families, so no journey misses it.
  for (const family of api ? [api.family] : FAMILIES) {
    asked.set(`${engine}/${family}`, [...(asked.get(`${engine}/${family}`) ?? []), path]);
  }
  if (!api) return send(res, 404, undefined);
  const key = `${engine}/${api.family}`;
  const scenario = played.get(key);
  // No scenario yet: nothing should be asking.
  const answer = scenario ? reply(scenario, path) : { status: 500 };
  if (answer === 'hang') {
    hanging.set(key, [...(hanging.get(key) ?? []), res]);
    return;
  }
  send(res, answer.status, answer.body, answer.cors !== false, answer.raw);
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
