import type { ExportTopic } from '../../contract/export/export-topic.js';
import type { BankTopic } from '../content/types.js';

/** A topic of the bank as the writers take it: its questions as the API sends them. */
export function exportTopicOf(topic: BankTopic, source: string): ExportTopic {
  return { slug: topic.slug, name: topic.name, source, questions: topic.questions };
}
