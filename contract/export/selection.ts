import type { Difficulty, Question } from '../quiz.js';
import type { ExportTopic } from './export-topic.js';

/**
 * A quick-quiz selection of one topic: only its questions of one difficulty and/or carrying one tag.
 * Without zod, so the quiz screen can use it without the full schema library.
 */
export type Selection = { difficulty?: Difficulty; tag?: string };

export const isFiltered = (selection: Selection) => selection.difficulty !== undefined || selection.tag !== undefined;

export const matchesSelection = (question: Question, selection: Selection) =>
  (!selection.difficulty || question.difficulty === selection.difficulty) &&
  (!selection.tag || (question.tags ?? []).includes(selection.tag));

/** Every tag the questions carry, once each, in alphabetical order: what a tag filter can choose from. */
export const tagsOf = (questions: readonly Question[]) =>
  [...new Set(questions.flatMap((question) => question.tags ?? []))].sort();

/** The selection's part of a name, such as `hard-promises`; empty without a filter. */
export const selectionSuffix = (selection: Selection) =>
  [selection.difficulty, selection.tag].filter(Boolean).join('-');

/** What the selection keeps, for people: "hard questions tagged promises". */
export function describeSelection(selection: Selection): string {
  const tagged = selection.tag ? ` tagged ${selection.tag}` : '';
  return `${selection.difficulty ?? 'all'} questions${tagged}`;
}

/**
 * The topic cut down to the selection, its file named so: `quiz-dojo-javascript-hard-promises.csv`. The
 * topic's slug and name stay, so each row's topic and an Anki deck are the same as the whole topic's.
 */
export function selectExport(topic: ExportTopic, selection: Selection): ExportTopic {
  if (!isFiltered(selection)) return topic;
  return {
    ...topic,
    part: selectionSuffix(selection),
    questions: topic.questions.filter((question) => matchesSelection(question, selection)),
  };
}

/** Why a tag cannot select anything in a topic, and which would. */
export const unknownTagMessage = (tag: string, topicName: string, tags: readonly string[]) =>
  `The topic "${topicName}" has no tag "${tag}"; its tags are ${tags.length > 0 ? tags.join(', ') : '(none)'}`;
