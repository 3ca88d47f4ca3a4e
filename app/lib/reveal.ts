/**
 * Brings what an answer revealed (the feedback and the button to go on) into view: on a phone it
 * lands below the fold. 'nearest' scrolls no more than needed; smooth unless the learner asked the
 * system for reduced motion.
 */
export function reveal(element: Element | null) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element?.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
}
