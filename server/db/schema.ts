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
  accounts: AccountTable;
  passkeys: PasskeyTable;
  sessions: SessionTable;
  session_passkeys: SessionPasskeyTable;
  deleted_account_sessions: DeletedAccountSessionTable;
  webauthn_challenges: WebauthnChallengeTable;
  pairing_codes: PairingCodeTable;
  sync_records: SyncRecordTable;
  sync_views: SyncViewTable;
}

/** Accounts of issue 23: times are ISO 8601 UTC text (server/db/migrations.ts, 0003_accounts). */
export interface AccountTable {
  id: string;
  display_name: string;
  created_at: string;
  /** Bumped by every upload that stores something (server/sync/sync-version-migration.ts). */
  sync_version: Generated<number>;
  /** The revision of the view's rules its sync_views rows were built by; 0: none (server/sync/sync-view-migration.ts). */
  sync_view_revision: Generated<number>;
  /** How many sync_records rows it holds, kept with its view. */
  sync_records_count: Generated<number>;
}

export interface PasskeyTable {
  credential_id: string;
  account_id: string;
  public_key: string;
  /** bigint: PostgreSQL hands it back as a string. */
  counter: number | string;
  transports_json: string;
  created_at: string;
  last_used_at: string | null;
}

export interface SessionTable {
  id: string;
  token_hash: string;
  account_id: string;
  device_label: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** The passkeys a session was started with or added (server/accounts/devices-migration.ts). */
export interface SessionPasskeyTable {
  session_id: string;
  credential_id: string;
}

/** A deleted account's sessions, by their token's hash only, until they would have ended. */
export interface DeletedAccountSessionTable {
  token_hash: string;
  expires_at: string;
}

export interface WebauthnChallengeTable {
  challenge: string;
  purpose: string;
  account_id: string | null;
  display_name: string | null;
  expires_at: string;
}

export interface PairingCodeTable {
  code_hash: string;
  account_id: string;
  expires_at: string;
  used_at: string | null;
}

/** Synced progress of issue 23, one row per record (server/sync/sync-migration.ts). */
export interface SyncRecordTable {
  account_id: string;
  kind: string;
  key: string;
  value: string;
  /** A rating's card (topic and question, as answerKey); null for other kinds. */
  card: string | null;
}

/** An account's view, kept as uploads are committed (server/sync/sync-view-migration.ts). */
export interface SyncViewTable {
  account_id: string;
  part: string;
  key: string;
  value: string;
}
