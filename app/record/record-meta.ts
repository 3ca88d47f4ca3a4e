import type { DayActivity } from '../../contract/progress/day-schema';
import { isDayKey } from '../../contract/progress/time-bounds';
import type { RecordMeta, SeenReset } from './record-rows';

// Checked by hand, not by the contract's schemas: those bring zod and FSRS to every page's start.
type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isTime = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const DEVICE = /^[A-Za-z0-9_-]{16,64}$/;

/** The entries of an object whose values pass `keep`; an entry that does not is left out alone. */
function entriesOf<T>(value: unknown, keep: (key: string, entry: unknown) => entry is T): Record<string, T> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([key, entry]) => keep(key, entry))) as Record<string, T>;
}

const isDay = (key: string, entry: unknown): entry is DayActivity =>
  isDayKey(key) &&
  isObject(entry) &&
  isCount(entry.answered) &&
  isCount(entry.correct) &&
  entry.correct <= entry.answered;
const isSeen = (_key: string, entry: unknown): entry is SeenReset =>
  isObject(entry) && isTime(entry.at) && isTime(entry.seenAt);

/**
 * The record's meta as stored, read leniently: a field that is not of its shape reads as empty, so
 * one bad value costs what it held and not the record. Undefined: there is none (a new database),
 * or no device id, without which nothing else can be trusted to be this browser's.
 */
export function recordMetaOf(value: unknown): RecordMeta | undefined {
  if (!isObject(value) || typeof value.device !== 'string' || !DEVICE.test(value.device)) return undefined;
  return {
    device: value.device,
    totals: entriesOf(value.totals, (_key, entry): entry is number => isCount(entry)),
    dayBase: entriesOf(value.dayBase, isDay),
    known: entriesOf(value.known, (_key, entry): entry is string => typeof entry === 'string'),
    ownSent: entriesOf(value.ownSent, isDay),
    resetsSeen: entriesOf(value.resetsSeen, isSeen),
    basesDue: value.basesDue === true,
    ...(isTime(value.signedInSince) ? { signedInSince: value.signedInSince } : {}),
    ...(isTime(value.lastSyncedAt) ? { lastSyncedAt: value.lastSyncedAt } : {}),
    ...(typeof value.etag === 'string' ? { etag: value.etag } : {}),
  };
}
