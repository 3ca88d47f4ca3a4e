import { createHash } from 'node:crypto';

/**
 * Bump when GET /api/sync would build a different view from the same records (a change to
 * contract/sync/progress-view.ts or to the view's fields), so browsers holding an old tag pull again.
 */
export const VIEW_REVISION = 2;

export type ViewInputs = { accountId: string; version: number; bankVersion: number; maxRecords: number };

/**
 * The validator of an account's synced view (docs/decisions/0016-sync-merge.md, "Pulls"): a hash of
 * everything the view is built from that can change: the account (so two accounts at one version
 * never share a tag), its version, the imported bank's version and the bound. Weak: the same
 * records give the same view, not necessarily the same bytes (a POST's answer adds `dropped`). A
 * hash, so the tag shows neither the account id nor how many uploads it had.
 */
export function syncEtag({ accountId, version, bankVersion, maxRecords }: ViewInputs): string {
  const digest = createHash('sha256')
    .update(`quiz-dojo sync view ${VIEW_REVISION}\n${accountId}\n${version}\n${bankVersion}\n${maxRecords}`)
    .digest('base64url');
  return `W/"${digest.slice(0, 27)}"`;
}

/** If-None-Match by weak comparison (RFC 9110, 13.1.2): any listed tag with the same opaque part, or `*`. */
export function noneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
