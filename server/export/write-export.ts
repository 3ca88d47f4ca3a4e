import type { ExportFormat, ExportTopic } from '../../contract/export/export-topic.js';
import { WRITERS } from '../../contract/export/write-export.js';
import { writeApkg } from '../apkg/write-apkg.js';

/** A topic in any export format: the contract's writers, and the Anki package written with SQLite. */
export const writeExport = (format: ExportFormat, topic: ExportTopic): string | Uint8Array =>
  format === 'apkg' ? writeApkg(topic) : WRITERS[format](topic);
