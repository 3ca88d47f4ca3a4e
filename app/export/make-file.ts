import {
  EXPORT_FILES,
  exportFileName,
  type PlainExportFormat,
  type ExportTopic,
} from '../../contract/export/export-topic';
import { WRITERS } from '../../contract/export/write-export';

/** The file of `topic` in `format`, as the server would send it: loaded only when a file is asked for. */
export function makeFile(topic: ExportTopic, format: PlainExportFormat): { name: string; blob: Blob } {
  const body = WRITERS[format](topic);
  return {
    name: exportFileName(topic, format),
    blob: new Blob([body as BlobPart], { type: EXPORT_FILES[format].contentType }),
  };
}
