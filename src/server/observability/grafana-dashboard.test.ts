// docs/grafana-dashboard.json draws what the app exports (docs/decisions/040): an importable
// dashboard (JSON, a schema version, a Prometheus data-source variable every query uses) whose
// queries name every `lumina_` metric GET /metrics answers and no metric the app does not answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

interface Target {
  expr: string;
  datasource: { type: string; uid: string };
}
interface Panel {
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: Target[];
}
interface Dashboard {
  schemaVersion: number;
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: { name: string; type: string; query: unknown }[] };
}

const dashboard = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../docs/grafana-dashboard.json'), 'utf8'),
) as Dashboard;
const token = 'dashboard-test-token-0123456789abcdef';

let t: TestApp;
let exported: Set<string>;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: token } });
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  exported = new Set([...res.body.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1] ?? ''));
});
afterAll(async () => t.close());

const queries = dashboard.panels.flatMap((panel) => panel.targets ?? []);
/** Each metric a query names, as its family: a histogram's _bucket, _count, _sum are the histogram. */
function metricsNamed(): Set<string> {
  const names = queries.flatMap((query) => [
    ...query.expr.matchAll(/\b((?:lumina|nodejs|process)_[a-z0-9_]+)\b/g),
  ]);
  return new Set(
    names.map((match) => {
      const name = match[1] ?? '';
      const family = name.replace(/_(bucket|count|sum)$/, '');
      return exported.has(name) ? name : family;
    }),
  );
}

// SQLite has no pool: those metrics exist only on PostgreSQL.
const poolOnly = (name: string) => name.startsWith('lumina_db_pool_');

describe('docs/grafana-dashboard.json', () => {
  it('is an importable dashboard whose every query reads the chosen Prometheus', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.uid).toMatch(/^[a-z0-9-]{1,40}$/);
    const source = dashboard.templating.list.find((variable) => variable.type === 'datasource');
    expect(source).toMatchObject({ name: 'datasource', query: 'prometheus' });
    expect(queries.length).toBeGreaterThan(10);
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row')) {
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      for (const target of panel.targets ?? []) {
        expect(target.datasource).toEqual({ type: 'prometheus', uid: '${datasource}' });
      }
    }
  });

  it('draws every lumina_ metric the app exports', () => {
    const drawn = metricsNamed();
    const ours = [...exported].filter((name) => name.startsWith('lumina_'));
    expect(ours.length).toBeGreaterThanOrEqual(10);
    expect(ours.filter((name) => !drawn.has(name))).toEqual([]);
  });

  it('names no metric the app does not export', () => {
    const missing = [...metricsNamed()].filter(
      (name) => !exported.has(name) && !(t.database.dialect === 'sqlite' && poolOnly(name)),
    );
    expect(missing).toEqual([]);
    // The event loop's lag is drawn.
    expect(metricsNamed()).toContain('nodejs_eventloop_lag_p99_seconds');
  });
});
