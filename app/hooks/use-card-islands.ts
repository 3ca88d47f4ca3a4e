import { hydrate, render, type ComponentChild } from 'preact';
import { createElement, useContext, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Question } from '../../contract/quiz';
import { QuestionCardBody } from '../components/question-card';
import { CardExtras } from '../components/card-extras';
import type { Answer } from '../record/progress-store';
import { shownAnswer } from '../record/source-options';
import { useServerView } from './use-server-render';

/** A group of cards starts to become interactive this far from the screen: one and a half viewport heights, each way. */
const NEAR = '150% 0px';
/** The first use of a card it has not reached yet makes it interactive at once, before the event is handled. */
const FIRST_USE = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

type Latest = {
  answers: Record<string, Answer>;
  onChoose: (option: string, question: Question) => void;
  /** A root of its own sees no context of the page: the one its cards read is handed on. */
  extras: CardExtras;
};

/**
 * Makes the cards of the list the server sent interactive one by one: each card's `<li>` is a
 * Preact root of its own, hydrated when its group nears the screen (one card a task) or when it is
 * first used (at once, in the capturing phase, so the event then reaches its handlers). The page
 * hydrates none of them, so the work after the first paint does not grow with the topic
 * (docs/decisions/0006). `questions` is null when the list is not the server's.
 */
export function useCardIslands(
  container: RefObject<HTMLElement | null>,
  questions: Question[] | null,
  answers: Record<string, Answer>,
  onChoose: Latest['onChoose'],
) {
  // Until the app has taken over, the answers are the server's (none): wait for the stored ones.
  const serverView = useServerView();
  const extras = useContext(CardExtras);
  const latest = useRef<Latest>({ answers, onChoose, extras });
  const islands = useRef<Islands | null>(null);

  useEffect(() => {
    const root = container.current;
    if (!root || !questions || serverView) return;
    const started = startIslands(root, questions, () => latest.current);
    islands.current = started;
    return () => {
      islands.current = null;
      started.stop();
    };
  }, [container, questions, serverView]);

  // An answer reaches the cards already interactive; the others read it when they become so.
  useLayoutEffect(() => {
    latest.current = { answers, onChoose, extras };
    islands.current?.update();
  }, [answers, onChoose, extras]);
}

/** What a card shows of an answer: its chosen option and its first try's verdict. */
export const sameAnswer = (before: Answer | undefined, after: Answer | undefined) =>
  before?.chosen === after?.chosen && before?.first.correct === after?.first.correct;

type Islands = { update: () => void; stop: () => void };

function startIslands(root: HTMLElement, questions: Question[], latest: () => Latest): Islands {
  const cards = Array.from(root.querySelectorAll<HTMLElement>(':scope > ol > li'));
  const indexOf = new Map(cards.map((card, index) => [card, index]));
  /** The cards hydrated, each with the answer it shows. */
  const live = new Map<number, Answer | undefined>();
  const queue: number[] = [];
  let timer: number | undefined;

  const body = (index: number, answer: Answer | undefined) =>
    createElement(
      CardExtras.Provider,
      { value: latest().extras },
      createElement(QuestionCardBody, {
        question: questions[index]!,
        number: index + 1,
        chosen: shownAnswer(questions[index]!, answer),
        firstRight: answer?.first.correct,
        onChoose: latest().onChoose,
      }),
    ) as ComponentChild;

  function show(index: number, answer: Answer | undefined) {
    live.set(index, answer);
    render(body(index, answer), cards[index]!);
  }

  function wake(index: number) {
    const card = cards[index];
    const question = questions[index];
    if (live.has(index) || !card || !question) return;
    live.set(index, undefined);
    // A radio picked before the app could hear it: the browser checked it, and nothing else happened.
    const early = card.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    // As the server rendered it (hydration adopts the DOM, it does not correct it), then at once,
    // in the same task and so before any paint, with the answer stored in this browser.
    hydrate(body(index, undefined), card);
    const stored = latest().answers[question.id];
    if (stored) show(index, stored);
    if (early !== undefined && early !== shownAnswer(question, stored)) latest().onChoose(early, question);
  }

  function next() {
    timer = undefined;
    const index = queue.shift();
    if (index !== undefined) wake(index);
    if (queue.length > 0) timer = window.setTimeout(next, 0);
  }

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        queue.push(...nearestFirst(entry, indexOf));
      }
      if (queue.length > 0 && timer === undefined) timer = window.setTimeout(next, 0);
    },
    { rootMargin: NEAR },
  );
  for (const group of root.children) observer.observe(group);

  const onFirstUse = (event: Event) => {
    for (let node = event.target as HTMLElement | null; node && node !== root; node = node.parentElement) {
      const index = indexOf.get(node);
      if (index !== undefined) return wake(index);
    }
  };
  for (const type of FIRST_USE) root.addEventListener(type, onFirstUse, true);

  return {
    update() {
      // Only the cards whose answer changed: an answer on a long topic must not walk every card hydrated.
      for (const [index, shown] of live) {
        const answer = latest().answers[questions[index]!.id];
        if (!sameAnswer(shown, answer)) show(index, answer);
      }
    },
    stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of FIRST_USE) root.removeEventListener(type, onFirstUse, true);
      for (const index of live.keys()) render(null, cards[index]!);
    },
  };
}

/**
 * A group's cards, those nearest the middle of the screen first: a group above it from its end, one
 * below from its start, one on it outwards from where the screen is. Positions are estimated from
 * the group's box, since the cards of a group off screen are not laid out (content-visibility).
 */
function nearestFirst(entry: IntersectionObserverEntry, indexOf: Map<HTMLElement, number>): number[] {
  const group = entry.boundingClientRect;
  const middle = (entry.rootBounds?.height ?? window.innerHeight) / 2;
  const cards = Array.from(entry.target.children, (card) => indexOf.get(card as HTMLElement)).filter(
    (index) => index !== undefined,
  );
  const distance = (place: number) => Math.abs(group.top + ((place + 0.5) / cards.length) * group.height - middle);
  return cards
    .map((index, place) => ({ index, far: distance(place) }))
    .sort((a, b) => a.far - b.far)
    .map((card) => card.index);
}
