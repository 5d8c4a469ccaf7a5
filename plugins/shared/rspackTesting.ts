/** For tests that run Rspack itself on a small project in a temporary folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from '@jest/globals';
import { rspack, type RspackOptions, type Stats } from '@rspack/core';

/** A temporary folder holding `files` for each test of the block, removed after it. */
export function tempProject(prefix: string, files: Record<string, string>): () => string {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}

/** Runs one Rspack build. */
export function compile(options: RspackOptions): Promise<Stats> {
  return new Promise((resolve, reject) =>
    rspack(options, (error, stats) => (error || !stats ? reject(error) : resolve(stats))),
  );
}
