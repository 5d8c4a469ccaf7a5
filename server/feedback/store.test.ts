import fs from 'node:fs';
import Database from 'better-sqlite3';
import { openStore, type FeedbackStore } from './store';
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
});
