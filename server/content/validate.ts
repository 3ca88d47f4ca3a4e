import { DIFFICULTIES, OPTIONS_PER_QUESTION, type Difficulty } from '../../contract/quiz.js';
import type { LogoResult } from './logos.js';
import { questionFingerprint } from './render-question.js';
import { reportUnstorable } from './storable-text.js';
import { topicTagList, validateQuestionFormat, validateTagUse } from './validate-format.js';
import type { BankQuestion, BankTopic, ContentProblem, QuestionDraft, TopicDraft } from './types.js';

const LOCAL_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;

type Seen = { topicIds: Map<number, string>; questions: Map<string, string> };

/** Checks every rule a topic must meet; the bank is usable only when no problem is left. */
export async function validateTopics(drafts: TopicDraft[], resolveLogo: (ref: unknown) => Promise<LogoResult>) {
  const problems: ContentProblem[] = [];
  const topics: BankTopic[] = [];
  const seen: Seen = { topicIds: new Map(), questions: new Map() };
  for (const draft of drafts) {
    const report = (line: number, message: string, fix: string) =>
      problems.push({ file: draft.file, line, message, fix });
    reportUnstorable(draft, report);
    const topic = await validateTopic(draft, resolveLogo, seen, report);
    if (topic) topics.push(topic);
  }
  topics.sort((a, b) => a.id - b.id);
  return { topics, problems };
}

type Report = (line: number, message: string, fix: string) => void;

async function validateTopic(
  draft: TopicDraft,
  resolveLogo: (ref: unknown) => Promise<LogoResult>,
  seen: Seen,
  report: Report,
) {
  const { id, name, lines } = draft;
  const validId = typeof id === 'number' && Number.isInteger(id) && id > 0 && id < 1e9;
  if (!validId)
    report(
      lines.id,
      `topic id ${JSON.stringify(id)} is not a positive whole number`,
      'set "id:" to a number such as 13 that no other topic uses',
    );
  else if (seen.topicIds.has(id))
    report(
      lines.id,
      `topic id ${id} is already used by ${seen.topicIds.get(id)}`,
      'give this topic an id no other topic uses',
    );
  else seen.topicIds.set(id, draft.file);
  const validName = typeof name === 'string' && name.trim() !== '';
  if (!validName)
    report(lines.name, 'the topic has no name', 'add a line such as "name: JavaScript" to the front matter');
  const logo = await resolveLogo(draft.logo);
  if ('error' in logo) report(lines.logo, logo.error, logo.fix);
  if (draft.questions.length === 0)
    report(1, 'the topic has no questions', 'add at least one "## question-id" section');

  const topicTags = topicTagList(draft, report);
  const localIds = new Set<string>();
  const questions = draft.questions.flatMap((question) => {
    const formatOk = validateQuestionFormat(question, topicTags, report);
    const valid = validateQuestion(question, draft, localIds, seen, report);
    return valid && formatOk ? [valid] : [];
  });
  if (topicTags) validateTagUse(draft, topicTags, report);
  if (!validId || !validName || 'error' in logo || questions.length !== draft.questions.length) return undefined;
  return { id, slug: draft.slug, name: name.trim(), logoSvg: logo.svg, questions };
}

function validateQuestion(
  q: QuestionDraft,
  topic: TopicDraft,
  localIds: Set<string>,
  seen: Seen,
  report: Report,
): BankQuestion | undefined {
  const name = `question "${q.localId}"`;
  let failed = false;
  const fail: Report = (...args) => {
    failed = true;
    report(...args);
  };
  if (!LOCAL_ID.test(q.localId))
    fail(
      q.line,
      `${name} has an id that is not lowercase letters, digits and dashes`,
      'rename it, for example "## closure-in-loop" (at most 60 characters)',
    );
  else if (localIds.has(q.localId)) fail(q.line, `${name} appears twice in this file`, 'give each question its own id');
  localIds.add(q.localId);
  if (q.difficulty === undefined) {
    fail(
      q.difficultyLine,
      `${name} has no difficulty`,
      'add "difficulty: easy", "medium" or "hard" right under its heading',
    );
  } else if (!DIFFICULTIES.includes(q.difficulty as Difficulty)) {
    fail(
      q.difficultyLine,
      `${name} has difficulty ${JSON.stringify(q.difficulty ?? '')}`,
      'use "difficulty: easy", "difficulty: medium" or "difficulty: hard"',
    );
  }
  const fingerprint = questionFingerprint(q.html);
  if (fingerprint === '')
    fail(q.line, `${name} has no question text`, 'write the question between the difficulty line and the options');
  else if (seen.questions.has(fingerprint))
    fail(
      q.line,
      `${name} repeats a question of ${seen.questions.get(fingerprint)}`,
      'remove one of the two or reword it',
    );
  else seen.questions.set(fingerprint, `${topic.file} ("${q.localId}")`);

  const options = q.options;
  if (options.length !== OPTIONS_PER_QUESTION) {
    fail(
      options[0]?.line ?? q.line,
      `${name} has ${options.length} options`,
      'give it exactly four: one "- [x]" correct option and three "- [ ]"',
    );
  }
  const correct = options.filter((option) => option.correct);
  if (correct.length !== 1) {
    fail(
      options[0]?.line ?? q.line,
      `${name} has ${correct.length} correct options`,
      'mark exactly one option as correct with "- [x]"',
    );
  }
  const texts = new Set<string>();
  for (const option of options) {
    const text = option.text.trim();
    if (text === '') fail(option.line, `${name} has an empty option`, 'write the option text after the checkbox');
    else if (texts.has(text))
      fail(option.line, `${name} has the option "${text}" twice`, 'make the four options different');
    texts.add(text);
  }
  if (q.explanation.trim() === '') {
    fail(
      q.explanationLine,
      `${name} has no explanation`,
      'add "Explanation:" with one to three sentences on why the answer is right',
    );
  }
  if (failed) return undefined;
  return {
    id: `${topic.slug}:${q.localId}`,
    question: q.html,
    options: options.map((option) => option.text.trim()),
    correctAnswer: correct[0]!.text.trim(),
    explanation: q.explanation.trim(),
    difficulty: q.difficulty as Difficulty,
    tags: q.tags,
  };
}
