import { writeCsv } from './csv.js';
import type { ExportTopic, PlainExportFormat } from './export-topic.js';
import { writeGift } from './gift.js';
import { writeMoodleXml } from './moodle-xml.js';
import { writeQti12 } from './qti12.js';
import { writeQti21 } from './qti21.js';

/** The writers of every format but the Anki package: text for the text formats, bytes for the zips. */
export const WRITERS: Record<PlainExportFormat, (topic: ExportTopic) => string | Uint8Array> = {
  csv: writeCsv,
  gift: writeGift,
  moodle: writeMoodleXml,
  qti21: writeQti21,
  qti12: writeQti12,
};
