import type { ExportTopic } from '../../contract/export/export-topic.js';
import {
  describeSelection,
  isFiltered,
  matchesSelection,
  tagsOf,
  unknownTagMessage,
  type Selection,
} from '../../contract/export/selection.js';
import type { BankTopic } from '../content/types.js';

/** A topic of the bank as the writers take it: its questions as the API sends them. */
export function exportTopicOf(topic: BankTopic, source: string): ExportTopic {
  return { slug: topic.slug, name: topic.name, source, questions: topic.questions };
}

/**
 * Why a selection of `topic` makes no file, or undefined when it makes one. A tag the topic does not
 * have is a mistake in the request (400, with the tags that exist); a selection of real values that
 * matches no question is "nothing here" (404): an empty file would import as nothing without a word.
 */
export function selectionRefusal(
  topic: BankTopic,
  selection: Selection,
): { status: 400 | 404; message: string } | undefined {
  if (!isFiltered(selection)) return undefined;
  const tags = tagsOf(topic.questions);
  if (selection.tag !== undefined && !tags.includes(selection.tag)) {
    return { status: 400, message: unknownTagMessage(selection.tag, topic.name, tags) };
  }
  if (topic.questions.some((question) => matchesSelection(question, selection))) return undefined;
  return {
    status: 404,
    message: `The topic "${topic.name}" has no ${describeSelection(selection)}; choose another difficulty or tag`,
  };
}
