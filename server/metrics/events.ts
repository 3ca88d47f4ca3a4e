import { Counter, type Registry } from 'prom-client';
import { ACCOUNT_ROUTES } from '../../contract/accounts/routes.js';
import { SYNC_ROUTES } from '../../contract/sync/sync-schema.js';

type Event = { counter: Counter; labels: Record<string, string> };

/** What an answer means for an event: done, refused (the client's side: 4xx) or failed (ours: 5xx). */
export function outcomeOf(status: number): string {
  if (status < 400) return 'ok';
  return status < 500 ? 'refused' : 'failed';
}

/**
 * The counters of what learners do, read off the route and status of each answer: the routes
 * stay as they are, and every way in is counted (the three sign-ins start a session each).
 * Keyed by method and route pattern, as Fastify names the route.
 */
export function eventsByRoute(registry: Registry): Map<string, Event> {
  const registers = [registry];
  const syncs = new Counter({
    name: 'quizdojo_syncs_total',
    help: 'Syncs by kind (push: a device uploads, pull: it downloads, export: a progress file) and outcome',
    labelNames: ['kind', 'outcome'],
    registers,
  });
  const signIns = new Counter({
    name: 'quizdojo_sign_ins_total',
    help: 'Sign-ins by way (new account, passkey, pairing code) and outcome',
    labelNames: ['way', 'outcome'],
    registers,
  });
  const reports = new Counter({
    name: 'quizdojo_reports_total',
    help: "Learners' reports on questions, by outcome",
    labelNames: ['outcome'],
    registers,
  });
  return new Map<string, Event>([
    [`POST ${SYNC_ROUTES.sync}`, { counter: syncs, labels: { kind: 'push' } }],
    [`GET ${SYNC_ROUTES.sync}`, { counter: syncs, labels: { kind: 'pull' } }],
    [`GET ${SYNC_ROUTES.export}`, { counter: syncs, labels: { kind: 'export' } }],
    [`POST ${ACCOUNT_ROUTES.register}`, { counter: signIns, labels: { way: 'new account' } }],
    [`POST ${ACCOUNT_ROUTES.signIn}`, { counter: signIns, labels: { way: 'passkey' } }],
    [`POST ${ACCOUNT_ROUTES.pairingRedeem}`, { counter: signIns, labels: { way: 'pairing code' } }],
    ['POST /api/reports', { counter: reports, labels: {} }],
  ]);
}
