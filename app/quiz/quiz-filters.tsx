import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { DIFFICULTIES, type Difficulty } from '../../contract/quiz';
import { DIFFICULTY_LABEL } from '../components/difficulty-label';
import type { QuizSettings } from './settings';
import { FIELD_LABEL, PILL, SELECT } from './setup-styles';

type Props = {
  /** The form's id, which names the fields. */
  id: string;
  settings: QuizSettings;
  /** The chosen topic's tags, [] while they load; absent for all topics, where a tag means nothing. */
  tags?: readonly string[];
  onChange: (settings: QuizSettings) => void;
};

// The card's names of the difficulties, capitalized by CSS as on its badge; read when rendered.
const CHOICES: { value: Difficulty | undefined; label: MessageDescriptor }[] = [
  { value: undefined, label: msg({ message: 'Any', context: 'difficulty' }) },
  ...DIFFICULTIES.map((value) => ({ value, label: DIFFICULTY_LABEL[value] })),
];

/** Which questions a round draws from: a difficulty for any topics, a tag within one topic. */
export function QuizFilters({ id, settings, tags, onChange }: Props) {
  // The link's tag stays on show while the topic's tags load (the route drops it if the topic lacks it).
  const options = tags && settings.tag && !tags.includes(settings.tag) ? [settings.tag, ...tags] : tags;
  return (
    <>
      <fieldset>
        <legend className={FIELD_LABEL}>{t`Difficulty`}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {CHOICES.map(({ value, label }) => (
            <label key={value ?? 'any'} className={`${PILL} capitalize`}>
              <input
                type="radio"
                name={`${id}-difficulty`}
                value={value ?? 'any'}
                checked={settings.difficulty === value}
                onChange={() => onChange({ ...settings, difficulty: value })}
                className="sr-only"
              />
              {i18n._(label)}
            </label>
          ))}
        </div>
      </fieldset>
      {options && (
        <div>
          <label htmlFor={`${id}-tag`} className={FIELD_LABEL}>
            {t`Tag`}
          </label>
          <select
            id={`${id}-tag`}
            value={settings.tag ?? ''}
            onChange={(event) => onChange({ ...settings, tag: event.currentTarget.value || undefined })}
            className={SELECT}
          >
            <option value="">{t`Any tag`}</option>
            {options.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
