import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { PRODUCT_AREAS } from '../../src/lib/products';
import { linkPullRequests, parseChangelog, repositoryWebUrl, type ChangelogRelease } from '../../src/lib/changelog';
import { markdownToHtml } from '../../src/lib/apiDocs/markdown';
import { packageDirOf, readPackageVersion } from '../shared/installedPackages';

export const CHANGELOG_PLUGIN = 'changelog';

/** What a changelog page imports: `@generated/changelog/default/<area id>.json`. */
export interface ChangelogData {
  packageName: string;
  installedVersion: string;
  releases: ChangelogRelease[];
}

/** Reads an installed package's CHANGELOG.md and renders each release section to HTML. */
export function readChangelog(nodeModulesDir: string, packageName: string): ChangelogData {
  const packageDir = packageDirOf(nodeModulesDir, packageName);
  const file = path.join(packageDir, 'CHANGELOG.md');
  if (!fs.existsSync(file)) throw new Error(`[changelog] ${packageName} ships no CHANGELOG.md (looked for ${file}).`);
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    repository?: string | { url?: string };
  };
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  const releases = parseChangelog(fs.readFileSync(file, 'utf8'));
  if (releases.length === 0) throw new Error(`[changelog] ${file} has no "## <version>" release headings.`);
  return {
    packageName,
    installedVersion: readPackageVersion(packageDir),
    releases: releases.map((release) => ({
      ...release,
      sections: release.sections.map((section) => ({
        title: section.title,
        body: markdownToHtml(repository ? linkPullRequests(section.body, repositoryWebUrl(repository)) : section.body),
      })),
    })),
  };
}

/**
 * Release notes of the installed libraries, rendered at build time from their own CHANGELOG.md:
 * one data module per area that has a changelog page (`changelogPath` in the product table).
 */
export default function changelogPlugin(context: LoadContext): Plugin<ChangelogData[]> {
  const nodeModulesDir = path.join(context.siteDir, 'node_modules');
  const areas = PRODUCT_AREAS.filter((area) => area.changelogPath && area.packageName);
  return {
    name: CHANGELOG_PLUGIN,
    async loadContent() {
      return areas.map((area) => readChangelog(nodeModulesDir, area.packageName!));
    },
    async contentLoaded({ content, actions }) {
      for (const [index, area] of areas.entries()) {
        await actions.createData(`${area.id}.json`, JSON.stringify(content[index]));
      }
    },
  };
}
