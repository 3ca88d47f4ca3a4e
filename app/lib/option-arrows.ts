import type { KeyboardEvent } from 'react';

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * A question's arrow keys move the focus between its options without choosing one. A radio
 * group's own arrows choose as they move, and on a question choosing is answering: passing over
 * a wrong option on the way to another counted as an answer, and as the first one it rated the
 * review card. Space or a click chooses the focused option.
 */
export function focusOptionByArrow(event: KeyboardEvent<HTMLElement>) {
  const step = STEPS[event.key];
  if (step === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const options = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]:enabled')];
  const at = options.indexOf(event.target as HTMLInputElement);
  if (at === -1) return;
  event.preventDefault();
  // In a right-to-left page the option on the left comes next, as a radio group's own arrows have it.
  const mirrored = /Left|Right/.test(event.key) && event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
  options[(at + (mirrored ? -step : step) + options.length) % options.length]!.focus();
}
