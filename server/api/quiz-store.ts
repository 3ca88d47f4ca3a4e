import type { FullQuestion, FullTopicDetail, TopicQuery, TopicSummary } from '../../contract/quiz.js';
import type { Db } from '../db/database.js';
import { jsonRepresentation, representation, type Representation } from '../http/representation.js';
import { CONTENT_LICENSE } from '../../contract/license.js';
import { licensedEnvelope } from './envelope.js';
import { createFilteredCache } from './filtered-cache.js';
import { createRasterLogos } from './logo-raster.js';
import { filterKey, filterQuestions } from './topic-query.js';
import type { QuizLang } from '../../contract/translations/locales.js';
import { localizeTopics, readTranslationData, type TranslationData } from '../translations/localized-data.js';

type StoredTopic = { id: number; slug: string; name: string; logoSvg: string; questions: FullQuestion[] };

type TopicView = { topics: StoredTopic[]; byId: Map<number, StoredTopic> };

export type QuizData = TopicView & {
  version: number;
  bySlug: Map<string, StoredTopic>;
  translations: TranslationData;
  /** The topics in each locale asked for, made on its first request (server/translations/). */
  views: Map<QuizLang, TopicView>;
};

const LICENSE_JSON = JSON.stringify(CONTENT_LICENSE);

/** Each origin's answers, encoded on first use; logo URLs differ by origin, so the bodies do too. */
type OriginReps = { lists: Map<string, Representation>; topics: Map<number | string, Representation> };

const MAX_CACHED_ORIGINS = 32;
const VERSION_CHECK_INTERVAL_MS = 2_000;

export async function readQuizData(db: Db): Promise<QuizData> {
  const state = await db.selectFrom('content_state').select('version').where('key', '=', 'bank').executeTakeFirst();
  const topicRows = await db.selectFrom('topics').selectAll().orderBy('position').execute();
  const questionRows = await db.selectFrom('questions').selectAll().orderBy('topic_id').orderBy('position').execute();
  const topics = topicRows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoSvg: row.logo_svg,
    questions: [] as FullQuestion[],
  }));
  const byId = new Map(topics.map((topic) => [topic.id, topic]));
  for (const row of questionRows) {
    byId.get(row.topic_id)?.questions.push({
      id: row.id,
      question: row.question_html,
      options: JSON.parse(row.options_json) as string[],
      correctAnswer: row.correct_answer,
      explanation: row.explanation,
      difficulty: row.difficulty as FullQuestion['difficulty'],
      tags: JSON.parse(row.tags_json) as string[],
    });
  }
  return {
    version: Number(state?.version ?? 0),
    topics,
    byId,
    bySlug: new Map(topics.map((t) => [t.slug, t])),
    translations: await readTranslationData(db),
    views: new Map(),
  };
}

/**
 * The API's answers change only when content is imported, so each is encoded once per origin
 * (logo URLs are absolute) and served from memory; a cheap version check picks up new imports.
 */
const readVersionFrom = (db: Db) => async () => {
  const state = await db.selectFrom('content_state').select('version').where('key', '=', 'bank').executeTakeFirst();
  return Number(state?.version ?? 0);
};

/**
 * readVersion: the version check, by default a query on db (server/db/version-probe.ts for SQLite).
 * onRasterError: a logo sharp could not draw as PNG; its PNG address then answers with the SVG.
 */
export async function createQuizStore(
  db: Db,
  onUnavailable: (error: unknown) => void = () => {},
  readVersion: () => Promise<number> = readVersionFrom(db),
  onRasterError: (slug: string, error: unknown) => void = () => {},
) {
  let data = await readQuizData(db);
  const rasters = createRasterLogos(onRasterError);
  let available = true;
  let byOrigin = new Map<string, OriginReps>();
  let logos = new Map<string, Representation>();
  let filtered = createFilteredCache();
  // Each question's JSON, made on its first filtered answer: a miss then joins strings.
  const questionJsons = new WeakMap<FullQuestion, string>();
  const questionJson = (question: FullQuestion) => {
    let json = questionJsons.get(question);
    if (json === undefined) {
      json = JSON.stringify(question);
      questionJsons.set(question, json);
    }
    return json;
  };
  let lastCheck = Date.now();
  let checking: Promise<void> | undefined;

  const logoUrl = (origin: string, topic: StoredTopic, type = 'svg') =>
    `${origin}/logos/${topic.slug}.${type}?v=${data.version}`;
  const svgLogo = (topic: StoredTopic) =>
    cachedIn(logos, topic.slug, () => representation('image/svg+xml; charset=utf-8', topic.logoSvg));
  const summary = (origin: string, topic: StoredTopic): TopicSummary => ({
    id: topic.id,
    name: topic.name,
    logo: logoUrl(origin, topic),
    logoRaster: logoUrl(origin, topic, 'png'),
    total: topic.questions.length,
  });
  /** The topics as served without `?lang=` (exactly as before translations), or in `lang`. */
  const view = (lang: QuizLang | undefined): TopicView => {
    if (!lang) return data;
    let localized = data.views.get(lang);
    if (!localized) {
      const topics = localizeTopics(data.topics, data.translations, lang);
      localized = { topics, byId: new Map(topics.map((topic) => [topic.id, topic])) };
      data.views.set(lang, localized);
    }
    return localized;
  };
  const forOrigin = (origin: string) => {
    let reps = byOrigin.get(origin);
    if (!reps) {
      if (byOrigin.size >= MAX_CACHED_ORIGINS) byOrigin = new Map();
      reps = { lists: new Map(), topics: new Map() };
      byOrigin.set(origin, reps);
    }
    return reps;
  };

  async function refresh() {
    try {
      if ((await readVersion()) !== data.version) {
        data = await readQuizData(db);
        rasters.clear();
        byOrigin = new Map();
        logos = new Map();
        filtered = createFilteredCache();
      }
      available = true;
    } catch (error) {
      available = false;
      onUnavailable(error);
    }
  }

  function checkNow() {
    lastCheck = Date.now();
    checking ??= refresh().finally(() => (checking = undefined));
    return checking;
  }

  return {
    get data() {
      return data;
    },
    /** False after a failed version check, until one succeeds: the content may be out of date. */
    get available() {
      return available;
    },
    /** Never delays a request: a stale answer is served while the check runs. */
    checkForUpdates() {
      if (checking || Date.now() - lastCheck < VERSION_CHECK_INTERVAL_MS) return checking;
      return checkNow();
    },
    /** A check now, or the one already running; `available` says how it went. */
    checkNow,
    refresh,
    list(origin: string, lang?: QuizLang) {
      const { topics } = view(lang);
      return cachedIn(forOrigin(origin).lists, lang ?? '', () =>
        jsonRepresentation(
          licensedEnvelope(
            `${topics.length} topics`,
            topics.map((topic) => summary(origin, topic)),
          ),
        ),
      );
    },
    topic(origin: string, id: number, lang?: QuizLang) {
      const topic = view(lang).byId.get(id);
      if (!topic) return undefined;
      // The English answer keeps the topic's number as its key: no string made per request.
      return cachedIn(forOrigin(origin).topics, lang ? `${lang}|${id}` : id, () => {
        const detail: FullTopicDetail = { ...summary(origin, topic), questions: topic.questions };
        return jsonRepresentation(licensedEnvelope(`${topic.questions.length} questions`, detail));
      });
    },
    /**
     * The topic with only the questions the filter keeps; `total` stays the topic's own count. A
     * limit at or above the matching count is no limit, and every filter matching nothing gives the
     * same answer, so such queries share one cache entry.
     */
    filteredTopic(origin: string, id: number, filter: TopicQuery, lang?: QuizLang) {
      const topic = view(lang).byId.get(id);
      if (!topic) return undefined;
      const matching = filterQuestions(topic.questions, { ...filter, limit: undefined });
      const limit = filter.limit !== undefined && filter.limit < matching.length ? filter.limit : undefined;
      const at = lang ? `${lang}|${id}` : `${id}`;
      const key = matching.length === 0 ? `${at}|none` : `${at}|${filterKey({ ...filter, limit })}`;
      // The logos come last, so that everything before them is the same for every origin.
      const tail = `${logoUrl(origin, topic)}","logoRaster":"${logoUrl(origin, topic, 'png')}"},"license":${LICENSE_JSON}}`;
      return filtered.get(key, tail, () => {
        const questions = limit === undefined ? matching : matching.slice(0, limit);
        const message = `${questions.length} of ${topic.questions.length} questions`;
        // As JSON.stringify(licensedEnvelope(…)) would write it, from each question's JSON made once.
        return (
          `{"status":true,"message":${JSON.stringify(message)},"data":{"id":${topic.id},` +
          `"name":${JSON.stringify(topic.name)},"total":${topic.questions.length},` +
          `"questions":[${questions.map(questionJson).join(',')}],"logo":"`
        );
      });
    },
    /** Bytes held by the filtered answers, within FILTERED_CACHE_BYTES. */
    get filteredCacheBytes() {
      return filtered.bytes;
    },
    logo(slug: string) {
      const topic = data.bySlug.get(slug);
      if (!topic) return undefined;
      return svgLogo(topic);
    },
    /** The logo as PNG (server/api/logo-raster.ts), drawn on its first request; its SVG if it cannot be. */
    rasterLogo(slug: string): Promise<Representation> | undefined {
      const topic = data.bySlug.get(slug);
      if (!topic) return undefined;
      return rasters.get(slug, topic.logoSvg, () => svgLogo(topic));
    },
  };
}

function cachedIn<K>(cache: Map<K, Representation>, key: K, build: () => Representation): Representation {
  let rep = cache.get(key);
  if (!rep) {
    rep = build();
    cache.set(key, rep);
  }
  return rep;
}

export type QuizStore = Awaited<ReturnType<typeof createQuizStore>>;
