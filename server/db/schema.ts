import type { Generated } from 'kysely';

export interface TopicTable {
  id: number;
  slug: string;
  name: string;
  logo_svg: string;
  position: number;
}

export interface QuestionTable {
  id: string;
  topic_id: number;
  position: number;
  question_html: string;
  options_json: string;
  correct_answer: string;
  explanation: string;
  difficulty: string;
  tags_json: string;
}

export interface ContentStateTable {
  key: string;
  hash: string;
  imported_at: string;
  version: Generated<number>;
}

export interface Database {
  topics: TopicTable;
  questions: QuestionTable;
  content_state: ContentStateTable;
}
