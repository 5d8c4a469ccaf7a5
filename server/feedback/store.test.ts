import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openStore, WRITE_BUSY_TIMEOUT_MS, type FeedbackStore } from './store';
import { tempDbPath } from './test-helpers';

describe('store', () => {
  let dir: string;
  let file: string;
  let store: FeedbackStore;
  let clock: number;

  beforeEach(() => {
    ({ dir, file } = tempDbPath());
    clock = Date.UTC(2024, 0, 1);
    store = openStore(file, { now: () => new Date((clock += 1000)) });
  });
  afterEach(() => {
    store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates the parent directory and uses WAL journaling', () => {
    expect(fs.existsSync(file)).toBe(true);
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });

  it('stores every column and normalises blank optional text to NULL', () => {
    const id = store.insert({
      page: '/a/',
      section: 'props',
      rating: 'no',
      comment: '  Wrong default  ',
      version: 'v6',
      language: 'fr',
    });
    store.insert({ page: '/b/', rating: 'yes', comment: '   ' });
    const raw = new Database(file, { readonly: true });
    const rows = raw.prepare('SELECT * FROM feedback ORDER BY id').all();
    raw.close();
    expect(rows).toEqual([
      {
        id,
        created_at: '2024-01-01T00:00:01.000Z',
        page_path: '/a/',
        section: 'props',
        rating: 'no',
        comment: 'Wrong default',
        library_version: 'v6',
        language: 'fr',
      },
      {
        id: id + 1,
        created_at: '2024-01-01T00:00:02.000Z',
        page_path: '/b/',
        section: null,
        rating: 'yes',
        comment: null,
        library_version: null,
        language: 'en',
      },
    ]);
  });

  it('orders pages least helpful first, more votes first on ties, and comments newest first', () => {
    const votes: Array<[string, 'yes' | 'no']> = [
      ['/good/', 'yes'],
      ['/good/', 'yes'],
      ['/half/', 'yes'],
      ['/half/', 'no'],
      ['/bad-one-vote/', 'no'],
      ['/bad/', 'no'],
      ['/bad/', 'no'],
    ];
    votes.forEach(([page, rating], i) => store.insert({ page, rating, comment: `c${i}` }));

    const summary = store.summary({ latestCommentsLimit: 2 });
    expect(summary.totalSubmissions).toBe(7);
    expect(summary.pagesWithFeedback).toBe(4);
    expect(summary.pages).toEqual([
      { page: '/bad/', yes: 0, no: 2, total: 2, helpfulRatio: 0 },
      { page: '/bad-one-vote/', yes: 0, no: 1, total: 1, helpfulRatio: 0 },
      { page: '/half/', yes: 1, no: 1, total: 2, helpfulRatio: 0.5 },
      { page: '/good/', yes: 2, no: 0, total: 2, helpfulRatio: 1 },
    ]);
    expect(summary.latestComments.map((c) => c.comment)).toEqual(['c6', 'c5']);
    expect(summary.latestComments[0]).toEqual({
      page: '/bad/',
      section: null,
      rating: 'no',
      comment: 'c6',
      createdAt: '2024-01-01T00:00:07.000Z',
    });
  });

  it('keeps data across reopen and refuses invalid ratings at the database level', () => {
    store.insert({ page: '/a/', rating: 'yes' });
    expect(() => store.insert({ page: '/a/', rating: 'maybe' as 'yes' })).toThrow(/CHECK constraint/);
    store.close();
    store = openStore(file);
    expect(store.count()).toBe(1);
  });

  it('returns a slice of the page list, keeping the totals of all pages', () => {
    ['/a/', '/b/', '/c/', '/d/', '/e/'].forEach((page, i) => {
      for (let n = 0; n <= i; n++) store.insert({ page, rating: 'no' });
    });
    const slice = store.summary({ pageOffset: 2, pageLimit: 2 });
    expect(slice.totalSubmissions).toBe(15);
    expect(slice.pagesWithFeedback).toBe(5);
    // Least helpful first, then more votes first: /e/ (5), /d/ (4), /c/ (3), /b/ (2), /a/ (1).
    expect(slice.pages.map((p) => p.page)).toEqual(['/c/', '/b/']);
    expect(store.summary({ pageOffset: 4, pageLimit: 2 }).pages.map((p) => p.page)).toEqual(['/a/']);
    expect(store.summary({ pageOffset: 10, pageLimit: 2 }).pages).toEqual([]);
    expect(store.summary().pages).toHaveLength(5);
  });

  it('counts the submissions since a time, for the daily cap', () => {
    store.insert({ page: '/a/', rating: 'yes' }); // 00:00:01
    store.insert({ page: '/a/', rating: 'yes' }); // 00:00:02
    store.insert({ page: '/a/', rating: 'yes' }); // 00:00:03
    expect(store.countSince('2024-01-01T00:00:00.000Z')).toBe(3);
    expect(store.countSince('2024-01-01T00:00:02.000Z')).toBe(2);
    expect(store.countSince('2024-01-02T00:00:00.000Z')).toBe(0);
  });

  it('stores text without bidi, zero-width or control characters and lone surrogates', () => {
    store.insert({
      page: '/a\u202E/\u200B',
      rating: 'no',
      comment: 'one\u0000 two\u0085\r\nthree\u2066\tfour\uD800',
      version: 'v6\u0007',
    });
    const raw = new Database(file, { readonly: true });
    const row = raw.prepare('SELECT page_path, comment, library_version FROM feedback').get();
    raw.close();
    expect(row).toEqual({ page_path: '/a/', comment: 'one two\nthree\tfour\uFFFD', library_version: 'v6' });
  });

  describe('file permissions', () => {
    const mode = (target: string) => fs.statSync(target).mode & 0o777;

    it('creates the folder 0700 and the database, -wal and -shm 0600', () => {
      store.insert({ page: '/a/', rating: 'yes' });
      expect(mode(path.dirname(file))).toBe(0o700);
      for (const suffix of ['', '-wal', '-shm']) {
        expect([suffix, mode(file + suffix)]).toEqual([suffix, 0o600]);
      }
    });

    it('narrows files an older version left 0644, but leaves an existing folder alone', () => {
      store.close();
      const shared = path.join(dir, 'shared');
      fs.mkdirSync(shared, { mode: 0o755 });
      fs.chmodSync(shared, 0o755);
      const oldFile = path.join(shared, 'old.sqlite');
      const old = new Database(oldFile);
      old.pragma('journal_mode = WAL');
      old.exec('CREATE TABLE t (x)');
      for (const suffix of ['', '-wal', '-shm']) fs.chmodSync(oldFile + suffix, 0o644);

      store = openStore(oldFile);
      old.close();
      expect(mode(shared)).toBe(0o755);
      expect(mode(oldFile)).toBe(0o600);
      expect(mode(`${oldFile}-wal`)).toBe(0o600);
      expect(mode(`${oldFile}-shm`)).toBe(0o600);
    });
  });

  it('fails at once on a lock another connection holds, instead of blocking the thread', () => {
    expect(WRITE_BUSY_TIMEOUT_MS).toBe(0);
    const locker = new Database(file);
    locker.exec('BEGIN IMMEDIATE');
    const started = performance.now();
    expect(() => store.insert({ page: '/a/', rating: 'yes' })).toThrow(
      expect.objectContaining({ code: 'SQLITE_BUSY' }),
    );
    // Before, busy_timeout=5000 held the event loop for 5 s here.
    expect(performance.now() - started).toBeLessThan(100);
    locker.exec('ROLLBACK');
    locker.close();
    expect(store.insert({ page: '/a/', rating: 'yes' })).toEqual(expect.any(Number));
  });
});
