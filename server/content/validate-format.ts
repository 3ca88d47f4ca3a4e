import { type QuestionDraft, RUNNABLE_LANGS, type TopicDraft } from './types.js';

/** The runners `verify:` may name (docs/content-format.md says what each one runs). */
export const VERIFY_RUNNERS = [
  'node',
  'typescript',
  'python',
  'sqlite',
  'postgres',
  'bash',
  'git',
  'shellcheck',
  'go',
  'rust',
  'browser',
  'react',
  'java',
  'kotlin',
  'php',
  'ruby',
  'c',
  'c-sanitize',
  'cpp',
  'cpp-sanitize',
  'docker',
];
export const MAX_TAGS = 3;
/** Below this many questions a topic is too small for the quarter rule to be fair. */
export const TAG_SHARE_MIN_QUESTIONS = 40;
const TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NODE_VERSION = /^(\d+)$/;

type Report = (line: number, message: string, fix: string) => void;

/**
 * The topic's tag list, or undefined when the front matter has none: such a topic is not converted
 * to the issue-15 format yet and its questions need neither tags nor a verify line (transitional).
 */
export function topicTagList(draft: TopicDraft, report: Report): string[] | undefined {
  if (draft.tags === undefined) return undefined;
  const fix = 'write it as "tags: [first-tag, second-tag]", lowercase words joined by dashes';
  if (!Array.isArray(draft.tags) || draft.tags.length === 0) {
    report(draft.lines.tags, 'the topic\'s "tags" is not a list of tags', fix);
    return [];
  }
  const tags: string[] = [];
  for (const tag of draft.tags as unknown[]) {
    if (typeof tag !== 'string' || !TAG.test(tag))
      report(draft.lines.tags, `topic tag ${JSON.stringify(tag)} is not lowercase-dashed`, fix);
    else if (tags.includes(tag)) report(draft.lines.tags, `topic tag "${tag}" is listed twice`, 'list each tag once');
    else tags.push(tag);
  }
  return tags;
}

/** Tags, verify, Check and Expect of one question; returns false when anything is wrong. */
export function validateQuestionFormat(q: QuestionDraft, topicTags: string[] | undefined, report: Report): boolean {
  let ok = true;
  const fail: Report = (...args) => {
    ok = false;
    report(...args);
  };
  const name = `question "${q.localId}"`;
  const listed = topicTags ? ` (${topicTags.join(', ')})` : '';
  if (topicTags && q.tags.length === 0)
    fail(
      q.tagsLine,
      `${name} has no tags`,
      `add a "tags:" line under its difficulty with one to three of the topic's tags${listed}`,
    );
  if (q.tags.length > MAX_TAGS)
    fail(q.tagsLine, `${name} has ${q.tags.length} tags`, `keep the one to ${MAX_TAGS} that name its sub-area best`);
  q.tags.forEach((tag, index) => {
    if (q.tags.indexOf(tag) !== index) fail(q.tagsLine, `${name} has the tag "${tag}" twice`, 'list each tag once');
    else if (!TAG.test(tag))
      fail(q.tagsLine, `${name} has the tag "${tag}", which is not lowercase-dashed`, 'write tags like "event-loop"');
    else if (topicTags && !topicTags.includes(tag))
      fail(
        q.tagsLine,
        `${name} has the tag "${tag}", which the topic does not list`,
        `use one of${listed} or add it to the front matter's tags`,
      );
  });

  const verify = q.verify;
  const runnable = [q.code?.lang, q.check?.lang].find((lang) => lang && RUNNABLE_LANGS.includes(lang));
  if (!verify) {
    if (topicTags && runnable)
      fail(
        q.line,
        `${name} shows a ${runnable} code block but says neither how it is verified nor why it cannot be`,
        'add "verify: node" (or the runner that runs it), or "verify: none: <reason>"',
      );
    else if (topicTags)
      fail(
        q.line,
        `${name} has no verify line`,
        'add "verify: <runner>" or "verify: none: <reason>" under its difficulty',
      );
    else if (q.check || q.expect !== undefined)
      fail(
        q.checkLine ?? q.expectLine ?? q.line,
        `${name} has Check/Expect but no verify line`,
        'add "verify: <runner>" under its difficulty',
      );
  } else if (verify.runner === 'none') {
    if (!('reason' in verify) || verify.reason === '')
      fail(
        q.verifyLine,
        `${name} says "verify: none" without a reason`,
        'say why in a few words, e.g. "verify: none: concept"',
      );
    if (q.check || q.expect !== undefined)
      fail(
        q.checkLine ?? q.expectLine ?? q.verifyLine,
        `${name} has Check/Expect but says it cannot be verified`,
        'name the runner on the verify line, or remove Check/Expect',
      );
  } else if (!VERIFY_RUNNERS.includes(verify.runner)) {
    fail(
      q.verifyLine,
      `${name} has the unknown runner "verify: ${verify.runner}"`,
      `use one of ${VERIFY_RUNNERS.join(', ')}, or "none: <reason>"`,
    );
  } else if ('version' in verify && verify.version !== undefined) {
    const major = NODE_VERSION.exec(verify.version);
    if (verify.runner !== 'node' || !major || Number(major[1]) < 20)
      fail(
        q.verifyLine,
        `${name} has "verify: ${verify.runner} ${verify.version}"`,
        'only node takes a version, a major of 20 or more such as "verify: node 22"',
      );
  }
  if (q.checkLine !== undefined && !q.check)
    fail(
      q.checkLine,
      `${name} has "Check:" without a code block`,
      'put the check script in a fenced code block (```js ... ```) under "Check:"',
    );
  return ok;
}

/** Every listed tag is used, and (in a topic of 40 questions or more) none is on more than a quarter of them. */
export function validateTagUse(draft: TopicDraft, topicTags: string[], report: Report) {
  const total = draft.questions.length;
  for (const tag of topicTags) {
    const count = draft.questions.filter((q) => q.tags.includes(tag)).length;
    if (count === 0)
      report(
        draft.lines.tags,
        `the topic lists the tag "${tag}" but no question uses it`,
        'tag a question with it or remove it from the list',
      );
    else if (total >= TAG_SHARE_MIN_QUESTIONS && count * 4 > total)
      report(
        draft.lines.tags,
        `the tag "${tag}" is on ${count} of ${total} questions, more than a quarter`,
        `tag at most ${Math.floor(total / 4)} questions with it: widen the topic or use a narrower tag`,
      );
  }
}
