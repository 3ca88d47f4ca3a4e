import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ImportError, MAX_IMPORT_BYTES } from './imported.js';
import { readQti } from './read-qti.js';
import { MAX_ENTRY_BYTES, MAX_UNZIPPED_BYTES, MAX_ZIP_ENTRIES, unzipBounded } from './safe-zip.js';

/** The refusal of a read, as `file:line: message (fix)` lines; [] when it is not refused. */
function refusal(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ImportError) return error.problems.map((p) => `${p.file}:${p.line}: ${p.message} (${p.fix})`);
    throw error;
  }
  return [];
}

/** A zip of one highly compressible entry: `size` zero bytes, a few kB once deflated. */
const bomb = (size: number) => zipSync({ 'items/bomb.xml': new Uint8Array(size) }, { level: 9 });

/** Rewrites the entry's declared sizes (local header and central directory) to `declared`. */
function lie(zip: Uint8Array, declared: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  view.setUint32(22, declared, true);
  const central = copy.length - 22 - 46 - 'items/bomb.xml'.length;
  expect(view.getUint32(central, true)).toBe(0x02014b50);
  view.setUint32(central + 24, declared, true);
  return copy;
}

describe('reading a zip from another tool', () => {
  it('reads an ordinary package whole', () => {
    const files = unzipBounded(
      'ok.zip',
      zipSync({ 'a.xml': strToU8('<a/>'), 'items/b.xml': strToU8('b'.repeat(5000)) }),
    );
    expect(Object.keys(files)).toEqual(['a.xml', 'items/b.xml']);
    expect(files['items/b.xml']!.length).toBe(5000);
  });

  it('refuses a bomb by its declared size, before inflating it', () => {
    const zip = bomb(MAX_ENTRY_BYTES + 1);
    expect(zip.length).toBeLessThan(64 * 1024);
    expect(refusal(() => unzipBounded('bomb.zip', zip))).toEqual([
      `bomb.zip:1: the entry "items/bomb.xml" says it inflates to ${MAX_ENTRY_BYTES + 1} bytes, more than the ${MAX_ENTRY_BYTES} we read (split it into several files)`,
    ]);
  });

  it('stops inflating a bomb whose declared size lies, at the size it declared', () => {
    const zip = lie(bomb(MAX_ENTRY_BYTES + 1), 100);
    expect(refusal(() => unzipBounded('liar.zip', zip))).toEqual([
      'liar.zip:1: the entry "items/bomb.xml" inflates to more than its declared 100 bytes (the archive is damaged or hostile: make it again with a zip tool)',
    ]);
  });

  it('stops inflating a bomb that declares no size (data descriptor), at the bound of an entry', () => {
    const zip = bomb(2 * MAX_ENTRY_BYTES);
    new DataView(zip.buffer).setUint16(6, 8, true);
    expect(refusal(() => unzipBounded('undeclared.zip', zip))).toEqual([
      `undeclared.zip:1: the entry "items/bomb.xml" inflates to more than the ${MAX_ENTRY_BYTES} we read (the archive is damaged or hostile: make it again with a zip tool)`,
    ]);
  });

  it('refuses entries that inflate to more than the bound of all of them together', () => {
    const count = Math.floor(MAX_UNZIPPED_BYTES / MAX_ENTRY_BYTES) + 1;
    const entries = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`items/${i}.xml`, new Uint8Array(MAX_ENTRY_BYTES)]),
    );
    expect(refusal(() => unzipBounded('many-large.zip', zipSync(entries, { level: 1 })))).toEqual([
      `many-large.zip:1: the entries say they inflate to more than ${MAX_UNZIPPED_BYTES} bytes together (split it into several packages)`,
    ]);
  });

  it('refuses more entries than a package holds, and an archive larger than a file we read', () => {
    const entries = Object.fromEntries(
      Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => [`${i}.xml`, strToU8('<a/>')]),
    );
    expect(refusal(() => unzipBounded('crowd.zip', zipSync(entries)))).toEqual([
      `crowd.zip:1: the archive has more than ${MAX_ZIP_ENTRIES} entries (split it into several packages)`,
    ]);
    expect(refusal(() => unzipBounded('huge.zip', new Uint8Array(MAX_IMPORT_BYTES + 1)))).toEqual([
      `huge.zip:1: the archive is ${MAX_IMPORT_BYTES + 1} bytes, more than the ${MAX_IMPORT_BYTES} we read (split it into several packages)`,
    ]);
  });

  it.each(['../evil.xml', 'items/../../evil.xml', '/etc/evil.xml', 'C:/evil.xml', 'items\\..\\evil.xml'])(
    'refuses the entry name %s, which climbs out of the package',
    (name) => {
      expect(refusal(() => unzipBounded('climb.zip', zipSync({ [name]: strToU8('<a/>') })))).toEqual([
        `climb.zip:1: the entry "${name}" names a place outside the package (give its files relative names without "..")`,
      ]);
    },
  );

  it('reads every XML file of a package through safe-xml: no DOCTYPE (XXE), no deep nesting', () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE assessmentItem [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<assessmentItem identifier="x">&x;</assessmentItem>`;
    expect(refusal(() => readQti('xxe.zip', zipSync({ 'items/x.xml': strToU8(xxe) })))).toEqual([
      expect.stringMatching(/^xxe\.zip \(items\/x\.xml\):2: the file declares a DOCTYPE, which we never read/),
    ]);
    const deep = `<assessmentItem>${'<div>'.repeat(40)}${'</div>'.repeat(40)}</assessmentItem>`;
    expect(refusal(() => readQti('deep.zip', zipSync({ 'items/deep.xml': strToU8(deep) })))).toEqual([
      expect.stringMatching(/^deep\.zip \(items\/deep\.xml\):1: .*\(nest elements at most 32 deep\)$/),
    ]);
  });
});
