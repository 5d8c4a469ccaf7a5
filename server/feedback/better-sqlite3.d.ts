// The package ships no types and @types/better-sqlite3 is not installed: declare only what store.ts uses.
declare module 'better-sqlite3' {
  namespace Database {
    interface RunResult {
      changes: number;
      lastInsertRowid: number | bigint;
    }
    interface Statement<Params extends unknown[] = unknown[], Row = unknown> {
      run(...params: Params): RunResult;
      get(...params: Params): Row | undefined;
      all(...params: Params): Row[];
    }
    interface Options {
      readonly?: boolean;
      fileMustExist?: boolean;
      timeout?: number;
    }
    interface Connection {
      prepare<Params extends unknown[] = unknown[], Row = unknown>(sql: string): Statement<Params, Row>;
      exec(sql: string): Connection;
      pragma(source: string, options?: { simple?: boolean }): unknown;
      transaction<Fn extends (...args: never[]) => unknown>(fn: Fn): Fn;
      close(): Connection;
      readonly open: boolean;
    }
  }
  const Database: new (filename: string, options?: Database.Options) => Database.Connection;
  export = Database;
}
