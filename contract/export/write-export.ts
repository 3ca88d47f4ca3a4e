import { writeCsv } from './csv.js';
import type { ExportFormat, ExportTopic } from './export-topic.js';
import { writeGift } from './gift.js';
import { writeMoodleXml } from './moodle-xml.js';
import { writeQti12 } from './qti12.js';
import { writeQti21 } from './qti21.js';

/** Every format's writer: text for the text formats, bytes for the packages. */
export const WRITERS: Record<ExportFormat, (topic: ExportTopic) => string | Uint8Array> = {
  csv: writeCsv,
  gift: writeGift,
  moodle: writeMoodleXml,
  qti21: writeQti21,
  qti12: writeQti12,
};
