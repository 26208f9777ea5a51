import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRoute } from '@hris/contracts';
import { createTestApp, type TestApp } from './support/test-app';

// The route table of packages/contracts (src/api/) is what the web calls through: each entry must be a route the API
// serves, registered from that very entry (lib/serve.ts), or a page would compile against an answer nobody sends.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const entries = Object.entries(API_ROUTES).flatMap(([module, table]) =>
  Object.entries(table as Record<string, ApiRoute>).map(([name, route]) => ({ name: `${module}.${name}`, route })),
);

describe('the route table', () => {
  it('has each entry served by the API from that entry, once', () => {
    expect(entries.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { name, route } of entries) {
      const served = t.app.routeAccess.filter((r) => r.method === route.method && r.url === route.path);
      if (served.length !== 1) problems.push(`${name}: ${route.method} ${route.path} is served ${served.length} times`);
      else if (served[0]!.apiRoute !== route) problems.push(`${name}: ${route.method} ${route.path} is not registered from its entry`);
    }
    expect(problems).toEqual([]);
  });

  it('names each method and path once', () => {
    const keys = entries.map(({ route }) => `${route.method} ${route.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('holds every /api route the API serves', () => {
    const outside = t.app.routeAccess.filter((r) => r.url.startsWith('/api/') && !r.apiRoute).map((r) => `${r.method} ${r.url}`);
    expect(outside).toEqual([]);
  });
});
