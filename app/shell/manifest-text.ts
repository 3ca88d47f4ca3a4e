import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ManifestText } from '../../contract/pages';

// The English is also in vite.config.ts's manifest, which the build writes for English's pages;
// server/web/locale-manifest.test.ts checks that the two agree.
const TEXT = {
  name: msg`Quiz Dojo`,
  shortName: msg({ message: 'Quiz Dojo', context: 'the name under an installed app’s icon' }),
  description: msg`Practise multiple-choice coding questions, topic by topic, online or offline.`,
};

/** The manifest's texts in the active locale. */
export function manifestText(): ManifestText {
  return { name: i18n._(TEXT.name), shortName: i18n._(TEXT.shortName), description: i18n._(TEXT.description) };
}
