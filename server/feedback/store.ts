import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

import type { FeedbackRating as Rating } from '../../src/lib/feedbackContract';
import { cleanText, replaceLoneSurrogates, type TextKind } from './text';

export type { Rating };

export interface NewSubmission {
  page: string;
  section?: string | null;
  rating: Rating;
  comment?: string | null;
  version?: string | null;
  language?: string | null;
}

export interface PageSummary {
  page: string;
  yes: number;
  no: number;
  total: number;
  /** yes / total, between 0 and 1. */
  helpfulRatio: number;
}

export interface LatestComment {
  page: string;
  section: string | null;
  rating: Rating;
  comment: string;
  createdAt: string;
}

export interface FeedbackSummary {
  totalSubmissions: number;
  /** How many distinct pages have feedback; `pages` may hold only a slice of them. */
  pagesWithFeedback: number;
  /** Least helpful first, so the pages that need work top the list. */
  pages: PageSummary[];
  latestComments: LatestComment[];
}

export interface SummaryOptions {
  latestCommentsLimit?: number;
  /** A slice of the least-helpful-first page list; every page when unset. */
  pageOffset?: number;
  pageLimit?: number;
}

export interface FeedbackStore {
  /** Synchronous: with a short busy timeout it fails fast with SQLITE_BUSY; see writes.ts for retries. */
  insert(submission: NewSubmission): number;
  summary(options?: SummaryOptions): FeedbackSummary;
  count(): number;
  /** Submissions created at or after `isoTime` (an ISO 8601 UTC timestamp, as created_at holds). */
  countSince(isoTime: string): number;
  close(): void;
}

export interface StoreOptions {
  /** Injectable clock so tests can order comments deterministically. */
  now?: () => Date;
  /** How long one statement may wait for another connection's lock, blocking the thread (default 0, see below). */
  busyTimeoutMs?: number;
}

export const DEFAULT_LANGUAGE = 'en';
/**
 * better-sqlite3 is synchronous, so SQLite's busy wait (a sleep loop) would block the event loop: once open,
 * a statement that meets another connection's lock fails at once with SQLITE_BUSY, and the write queue
 * retries after yielding (writes.ts). Under CPU load even a 20 ms busy wait measured over 150 ms.
 */
export const WRITE_BUSY_TIMEOUT_MS = 0;
/** Opening (schema, WAL switch) happens before the service listens, so it may wait longer for a lock. */
const OPEN_BUSY_TIMEOUT_MS = 5000;
const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;
/** SQLite's companion files in WAL mode; it creates them with the database file's permissions. */
const COMPANION_SUFFIXES = ['-wal', '-shm'];

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS feedback (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at      TEXT NOT NULL,
    page_path       TEXT NOT NULL,
    section         TEXT,
    rating          TEXT NOT NULL CHECK (rating IN ('yes', 'no')),
    comment         TEXT,
    library_version TEXT,
    language        TEXT NOT NULL DEFAULT '${DEFAULT_LANGUAGE}'
  );
  CREATE INDEX IF NOT EXISTS feedback_page ON feedback (page_path);
  CREATE INDEX IF NOT EXISTS feedback_comment_time ON feedback (created_at) WHERE comment IS NOT NULL;
  CREATE INDEX IF NOT EXISTS feedback_created_at ON feedback (created_at);
`;

type InsertParams = [string, string, string | null, Rating, string | null, string | null, string];
interface PageRow {
  page: string;
  yes: number;
  no: number;
  total: number;
}
interface CommentRow {
  page: string;
  section: string | null;
  rating: Rating;
  comment: string;
  created_at: string;
}

/**
 * Reader text without invisible or control characters; whitespace-only text carries no information, so it
 * becomes NULL and "has a comment" means something.
 */
function textOrNull(value: string | null | undefined, kind: TextKind = 'line'): string | null {
  const trimmed = value == null ? '' : storedText(value, kind).trim();
  return trimmed ? trimmed : null;
}

function storedText(value: string, kind: TextKind = 'line'): string {
  return cleanText(replaceLoneSurrogates(value), kind);
}

/** Only the service's user may read feedback: comments are personal data. */
function createPrivateFile(file: string): void {
  // The parent folder gets 0700 only when this call creates it: an existing one (say /tmp) is not ours to change.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: DIRECTORY_MODE });
  fs.closeSync(fs.openSync(file, 'a', FILE_MODE));
  for (const candidate of [file, ...COMPANION_SUFFIXES.map((suffix) => file + suffix)]) tightenMode(candidate);
}

/** Files left by an older version (0644) are narrowed; someone else's file is left as it is. */
function tightenMode(file: string): void {
  try {
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, FILE_MODE);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EPERM') throw error;
  }
}

export function openStore(file: string, options: StoreOptions = {}): FeedbackStore {
  const now = options.now ?? (() => new Date());
  createPrivateFile(file);
  const db = new Database(file);
  db.pragma(`busy_timeout = ${OPEN_BUSY_TIMEOUT_MS}`);
  // WAL lets the report read while the service writes. NORMAL syncs the WAL at checkpoints rather than on every
  // commit, so a vote does not wait (on the event loop) for fsync; a power cut may lose the last votes, never the file.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);
  db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs ?? WRITE_BUSY_TIMEOUT_MS))}`);

  const insertStmt = db.prepare<InsertParams>(
    `INSERT INTO feedback (created_at, page_path, section, rating, comment, library_version, language)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const countStmt = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM feedback');
  const countSinceStmt = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM feedback WHERE created_at >= ?',
  );
  const pageCountStmt = db.prepare<[], { n: number }>('SELECT COUNT(DISTINCT page_path) AS n FROM feedback');
  const pagesStmt = db.prepare<[number, number], PageRow>(
    `SELECT page_path AS page,
            SUM(rating = 'yes') AS yes,
            SUM(rating = 'no') AS no,
            COUNT(*) AS total
       FROM feedback
      GROUP BY page_path
      ORDER BY CAST(SUM(rating = 'yes') AS REAL) / COUNT(*) ASC, total DESC, page ASC
      LIMIT ? OFFSET ?`,
  );
  const commentsStmt = db.prepare<[number], CommentRow>(
    `SELECT page_path AS page, section, rating, comment, created_at
       FROM feedback
      WHERE comment IS NOT NULL
      ORDER BY created_at DESC, id DESC
      LIMIT ?`,
  );
  // One read transaction so totals, pages and comments come from the same snapshot.
  const summaryTx = db.transaction((commentLimit: number, pageLimit: number, pageOffset: number): FeedbackSummary => ({
    totalSubmissions: countStmt.get()?.n ?? 0,
    pagesWithFeedback: pageCountStmt.get()?.n ?? 0,
    pages: pagesStmt.all(pageLimit, pageOffset).map((row) => ({ ...row, helpfulRatio: row.yes / row.total })),
    latestComments: commentsStmt
      .all(commentLimit)
      .map(({ created_at, ...rest }) => ({ ...rest, createdAt: created_at })),
  }));
  const insertTx = db.transaction((params: InsertParams) => Number(insertStmt.run(...params).lastInsertRowid));

  return {
    insert(submission) {
      return insertTx([
        now().toISOString(),
        storedText(submission.page),
        textOrNull(submission.section),
        submission.rating,
        textOrNull(submission.comment, 'comment'),
        textOrNull(submission.version),
        textOrNull(submission.language) ?? DEFAULT_LANGUAGE,
      ]);
    },
    summary({ latestCommentsLimit = 20, pageOffset = 0, pageLimit } = {}) {
      // SQLite reads a negative LIMIT as "no limit".
      return summaryTx(latestCommentsLimit, pageLimit ?? -1, pageOffset);
    },
    count() {
      return countStmt.get()?.n ?? 0;
    },
    countSince(isoTime) {
      return countSinceStmt.get(isoTime)?.n ?? 0;
    },
    close() {
      if (db.open) db.close();
    },
  };
}
