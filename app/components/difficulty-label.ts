import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Difficulty } from '../../contract/quiz';

/**
 * A difficulty's name, as the card's badge and the quick quiz's filters show it (both capitalize it
 * with CSS). Read when rendered (`i18n._`), in the page's language: made before any is active.
 */
export const DIFFICULTY_LABEL: Record<Difficulty, MessageDescriptor> = {
  easy: msg`easy`,
  medium: msg`medium`,
  hard: msg`hard`,
};
