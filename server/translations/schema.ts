import type { Db } from '../db/database.js';

export interface TranslatedQuestionTable {
  locale: string;
  /** The question's id in the bank, `<topic slug>:<local id>`. */
  question_id: string;
  question_html: string;
  options_json: string;
  correct_answer: string;
  explanation: string;
}

export interface TranslatedTopicTable {
  locale: string;
  topic_id: number;
  name: string;
}

export type TranslationTables = {
  translated_questions: TranslatedQuestionTable;
  translated_topics: TranslatedTopicTable;
};

export const translationsDb = (db: Db) => db.withTables<TranslationTables>();
