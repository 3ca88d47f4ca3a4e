import { decodeUtf8, ImportError, type ImportProblem, type ReadResult } from './imported.js';
import { readQti12 } from './read-qti12.js';
import { readQti21Item } from './read-qti21.js';
import { parseUntrustedXml, treeParser } from './safe-xml.js';
import { unzipBounded } from './safe-zip.js';
import { attr, descendants, elementNames, kids } from './xml-tree.js';

const tree = treeParser([]);

/** A bare QTI file: a QTI 1.2 questestinterop, or one QTI 2.1 assessmentItem. */
function readQtiXml(file: string, text: string, slug?: string): ReadResult {
  const root = elementNames(parseUntrustedXml(file, text, tree));
  if (root.includes('questestinterop')) return readQti12(file, text);
  if (root.includes('assessmentItem')) {
    const read = readQti21Item(file, text, slug);
    return 'question' in read
      ? { format: 'QTI 2.1', questions: [read.question], skipped: [] }
      : { format: 'QTI 2.1', questions: [], skipped: [read.skipped] };
  }
  const fix = 'give a QTI 1.2 file (<questestinterop>) or a QTI 2.1 item (<assessmentItem>)';
  return {
    questions: [],
    skipped: [{ file, line: 1, message: `its root element is ${root.join(', ') || 'missing'}`, fix }],
  };
}

/**
 * A QTI 2.1 content package or a QTI 1.2 package (a zip, read within bounds: safe-zip.ts) or a bare
 * QTI XML file. In a package, imsmanifest.xml says which files hold the questions: the resources of
 * type imsqti_item_xmlv2p1 (one item each) and imsqti_xmlv1p2 (an assessment); without a manifest,
 * every XML file is read. A problem inside a package names the file as `package.zip (items/q.xml)`.
 */
export function readQti(file: string, bytes: Uint8Array): ReadResult {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return readQtiXml(file, decodeUtf8(bytes));
  const files = unzipBounded(file, bytes);
  const inside = (name: string) => `${file} (${name})`;
  const manifestFile = files['imsmanifest.xml'];
  const manifest = manifestFile
    ? parseUntrustedXml(inside('imsmanifest.xml'), decodeUtf8(manifestFile), tree)
    : undefined;
  const slug = /^quiz-dojo-([a-z0-9-]+)$/.exec(attr(kids(manifest, 'manifest')[0], 'identifier'))?.[1];
  const resources = descendants(manifest, 'resource').filter((resource) =>
    /^imsqti_(item_xmlv2p1|xmlv1p2)/.test(attr(resource, 'type')),
  );
  const names = manifest
    ? resources.map((resource) => attr(resource, 'href'))
    : Object.keys(files).filter((name) => name.toLowerCase().endsWith('.xml'));
  const results: ReadResult[] = names.map((name): ReadResult => {
    const content = files[name];
    if (content) return readQtiXml(inside(name), decodeUtf8(content), slug);
    const problem: ImportProblem = {
      file: inside('imsmanifest.xml'),
      line: 1,
      message: `the manifest names "${name}", which the package does not hold`,
      fix: 'put the file in the package, or remove its resource from the manifest',
    };
    return { questions: [], skipped: [problem] };
  });
  if (results.length === 0) {
    const fix = 'export the questions as a QTI 2.1 content package or a QTI 1.2 package';
    throw new ImportError([{ file, line: 1, message: 'the package lists no QTI items or assessments', fix }]);
  }
  return {
    name: results.find((result) => result.name)?.name,
    format: [...new Set(results.map((result) => result.format).filter(Boolean))].join(' and ') || 'QTI',
    questions: results.flatMap((result) => result.questions),
    skipped: results.flatMap((result) => result.skipped),
  };
}
