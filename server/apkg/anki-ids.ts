import { createHash } from 'node:crypto';

const sha1Hex = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

/** 2010-01-01 in milliseconds: Anki's ids are creation times, and ours stay in the past. */
const ID_BASE = 1_262_304_000_000;
/**
 * 2^38 ms is about 8.7 years, so every id falls before 2019: Anki's importer refuses a package with an
 * id after tomorrow, and its database check rewrites ids from the future.
 */
const ID_SPAN = 2 ** 38;

/**
 * An id that is the same on every export of the same thing (a question, a topic's deck or note type),
 * so that a second import finds the notes, deck and note type of the first. Within ~2.7e11 values,
 * a few thousand ids collide with a chance below one in a hundred thousand.
 */
export function stableId(kind: 'note' | 'card' | 'deck' | 'notetype', key: string): number {
  const hash = Number.parseInt(sha1Hex(`quiz-dojo:${kind}:${key}`).slice(0, 12), 16);
  return ID_BASE + (hash % ID_SPAN);
}

/** A note's guid, which is what Anki matches on import to update a note instead of adding it. */
export const stableGuid = (questionId: string) => `qd${sha1Hex(`quiz-dojo:guid:${questionId}`).slice(0, 14)}`;

const HTML_PARTS = /<!--[\s\S]*?-->|<style[^>]*>[\s\S]*?<\/style>|<script[^>]*>[\s\S]*?<\/script>|<[\s\S]*?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A field as Anki reads it for sorting and duplicate checks: tags removed, entities decoded, a
 * no-break space as a space. Our fields hold only the entities above and numeric ones.
 */
export function stripHtml(html: string): string {
  return html
    .replace(HTML_PARTS, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    })
    .replace(/\u00a0/g, ' ');
}

/** notes.csum: the first 8 hex digits of the SHA-1 of the first field without its HTML, as a number. */
export const fieldChecksum = (firstField: string) => Number.parseInt(sha1Hex(stripHtml(firstField)).slice(0, 8), 16);
