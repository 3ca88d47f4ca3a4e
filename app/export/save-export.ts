import type { PlainExportFormat, ExportTopic } from '../../contract/export/export-topic';
import { saveFile } from '../lib/save-file';

/**
 * Writes `topic` in `format` here, in the browser, and hands it to the browser's download. The
 * writers (and fast-xml-parser, csv-stringify, fflate) load only now, as a chunk of their own: no
 * page pays for them until someone asks for a file. Resolves the file's name.
 */
export async function saveExport(topic: ExportTopic, format: PlainExportFormat): Promise<string> {
  const { makeFile } = await import('./make-file');
  const { name, blob } = makeFile(topic, format);
  saveFile(blob, name);
  return name;
}
