import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

import type { FeedbackRating as Rating } from '../../src/lib/feedbackContract';

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
  /** Least helpful first, so the pages that need work top the list. */
  pages: PageSummary[];
  latestComments: LatestComment[];
}

export interface FeedbackStore {
  insert(submission: NewSubmission): number;
  summary(options?: { latestCommentsLimit?: number }): FeedbackSummary;
  count(): number;
  close(): void;
}

export interface StoreOptions {
  /** Injectable clock so tests can order comments deterministically. */
  now?: () => Date;
}

export const DEFAULT_LANGUAGE = 'en';

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

/** Whitespace-only text carries no information; store it as NULL so "has a comment" means something. */
function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function openStore(file: string, options: StoreOptions = {}): FeedbackStore {
  const now = options.now ?? (() => new Date());
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets the report read while the service writes; busy_timeout makes a second process wait, not fail.
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);

  const insertStmt = db.prepare<InsertParams>(
    `INSERT INTO feedback (created_at, page_path, section, rating, comment, library_version, language)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const countStmt = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM feedback');
  const pagesStmt = db.prepare<[], PageRow>(
    `SELECT page_path AS page,
            SUM(rating = 'yes') AS yes,
            SUM(rating = 'no') AS no,
            COUNT(*) AS total
       FROM feedback
      GROUP BY page_path
      ORDER BY CAST(SUM(rating = 'yes') AS REAL) / COUNT(*) ASC, total DESC, page ASC`,
  );
  const commentsStmt = db.prepare<[number], CommentRow>(
    `SELECT page_path AS page, section, rating, comment, created_at
       FROM feedback
      WHERE comment IS NOT NULL
      ORDER BY created_at DESC, id DESC
      LIMIT ?`,
  );
  // One read transaction so totals, pages and comments come from the same snapshot.
  const summaryTx = db.transaction((limit: number): FeedbackSummary => ({
    totalSubmissions: countStmt.get()?.n ?? 0,
    pages: pagesStmt.all().map((row) => ({ ...row, helpfulRatio: row.yes / row.total })),
    latestComments: commentsStmt.all(limit).map(({ created_at, ...rest }) => ({ ...rest, createdAt: created_at })),
  }));
  const insertTx = db.transaction((params: InsertParams) => Number(insertStmt.run(...params).lastInsertRowid));

  return {
    insert(submission) {
      return insertTx([
        now().toISOString(),
        submission.page,
        textOrNull(submission.section),
        submission.rating,
        textOrNull(submission.comment),
        textOrNull(submission.version),
        textOrNull(submission.language) ?? DEFAULT_LANGUAGE,
      ]);
    },
    summary({ latestCommentsLimit = 20 } = {}) {
      return summaryTx(latestCommentsLimit);
    },
    count() {
      return countStmt.get()?.n ?? 0;
    },
    close() {
      if (db.open) db.close();
    },
  };
}
