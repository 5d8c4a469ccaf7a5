import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { installedVersion } from '../shared/installedPackages';
import { TEMPLATES, TEMPLATES_PATH, type TemplateEntry } from '../../src/templates/catalog';
import {
  TEMPLATE_DEPENDENCIES,
  buildTemplateProject,
  languageOf,
  relativeImports,
  resolveImport,
  unresolvedImports,
  type InstalledVersions,
  type TemplateProject,
} from '../../src/lib/templateProject';
import { highlightedProp } from '../../src/lib/highlight/prism';
import { createZip } from './zip';

export const TEMPLATE_SOURCES_PLUGIN = 'template-sources';

export interface TemplateSourcesOptions {
  /** Folder of the templates, relative to the site directory. Default `src/templates`. */
  templatesDir?: string;
  /** Files and folders shared by every template, relative to `templatesDir`. */
  shared?: readonly string[];
  /** Page component of the source routes. */
  component?: string;
}

/** Everything the source page of one template needs. */
export interface TemplateSourceData {
  project: TemplateProject;
  /** Route of the live template. */
  previewPath: string;
  /** Route of this source page. */
  sourcePath: string;
  /** Site-relative URL of the project's ZIP (without base URL). */
  zipPath: string;
  /** The template's main file inside the project. */
  entryFile: string;
  /** Each file's code tokenized at build time (serialized CompactLines), by project path. */
  highlighted: Record<string, string>;
}

export type TemplateSourcesContent = TemplateSourceData[];

const DEFAULT_SHARED = ['shared', 'templateTheme.ts', 'catalog.ts'] as const;

/** Files that belong to the site, not to a template: tests and the Docusaurus preview frame. */
function isProjectSource(relativePath: string): boolean {
  return (
    /\.(tsx?|css)$/.test(relativePath) &&
    !/\.(test|spec)\.tsx?$/.test(relativePath) &&
    relativePath !== 'TemplateFrame.tsx'
  );
}

/** Reads a file, or every file below a folder, keyed by POSIX path relative to `root`. */
function readSources(root: string, relative: string, into: Record<string, string>): void {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) throw new Error(`Template source ${absolute} does not exist.`);
  if (fs.statSync(absolute).isDirectory()) {
    for (const name of fs.readdirSync(absolute).sort()) readSources(root, `${relative}/${name}`, into);
  } else if (isProjectSource(relative)) {
    into[relative] = fs.readFileSync(absolute, 'utf8');
  }
}

/**
 * Adds the files other templates lend to this one (`pricing` uses the marketing header), until
 * every relative import that points inside the templates folder is part of the sources.
 */
function addImportedSources(root: string, sources: Record<string, string>): void {
  const pending = Object.keys(sources);
  while (pending.length > 0) {
    const file = pending.pop()!;
    for (const specifier of relativeImports(sources[file])) {
      if (resolveImport(sources, file, specifier)) continue;
      const base = path.posix.join(path.posix.dirname(file), specifier);
      const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((suffix) => base + suffix)
        .find(
          (candidate) =>
            !candidate.startsWith('..') &&
            isProjectSource(candidate) &&
            fs.existsSync(path.join(root, candidate)) &&
            fs.statSync(path.join(root, candidate)).isFile(),
        );
      if (found) {
        sources[found] = fs.readFileSync(path.join(root, found), 'utf8');
        pending.push(found);
      }
    }
  }
}

export function readInstalledVersions(siteDir: string): InstalledVersions {
  const versions = {} as InstalledVersions;
  for (const name of TEMPLATE_DEPENDENCIES) {
    versions[name] = installedVersion(siteDir, name);
  }
  return versions;
}

export function zipFileName(slug: string): string {
  return `mui-template-${slug}.zip`;
}

/** Builds the standalone project of one template from the files on disk. */
export function loadTemplateProject(
  templatesDir: string,
  template: TemplateEntry,
  versions: InstalledVersions,
  shared: readonly string[] = DEFAULT_SHARED,
): TemplateProject {
  const prefix = 'src/templates/';
  if (!template.sourcePath.startsWith(prefix)) throw new Error(`Unexpected sourcePath ${template.sourcePath}.`);
  const entry = template.sourcePath.slice(prefix.length);
  const sources: Record<string, string> = {};
  readSources(templatesDir, template.slug, sources);
  for (const item of shared) readSources(templatesDir, item, sources);
  addImportedSources(templatesDir, sources);
  const project = buildTemplateProject({
    slug: template.slug,
    title: template.title,
    description: template.description,
    sources,
    entry,
    versions,
  });
  const missing = unresolvedImports(project.files);
  if (missing.length > 0) {
    throw new Error(
      `Template "${template.slug}" imports files outside its project: ${missing.map((m) => `${m.specifier} in ${m.file}`).join(', ')}`,
    );
  }
  return project;
}

/**
 * One source page per template at `<template>/source/` and, after the build, a ZIP of its
 * standalone Vite project beside the live template.
 */
export default function templateSourcesPlugin(
  context: LoadContext,
  options: TemplateSourcesOptions = {},
): Plugin<TemplateSourcesContent> {
  const templatesDir = path.resolve(context.siteDir, options.templatesDir ?? 'src/templates');
  const shared = options.shared ?? DEFAULT_SHARED;
  const component = options.component ?? '@site/src/components/TemplateSource';
  const base = context.baseUrl.replace(/\/$/, '');
  return {
    name: TEMPLATE_SOURCES_PLUGIN,
    getPathsToWatch() {
      return [path.join(templatesDir, '**/*.{ts,tsx}')];
    },
    async loadContent() {
      const versions = readInstalledVersions(context.siteDir);
      return TEMPLATES.map((template): TemplateSourceData => {
        const project = loadTemplateProject(templatesDir, template, versions, shared);
        const previewPath = `${TEMPLATES_PATH}${template.slug}/`;
        return {
          project,
          previewPath,
          sourcePath: `${previewPath}source/`,
          zipPath: `${previewPath}${zipFileName(template.slug)}`,
          entryFile: `src/${template.sourcePath.slice('src/templates/'.length)}`,
          highlighted: Object.fromEntries(
            Object.entries(project.files).map(([file, code]) => [file, highlightedProp(code, languageOf(file))]),
          ),
        };
      });
    },
    async contentLoaded({ content, actions }) {
      for (const data of content) {
        const module = await actions.createData(`template-source-${data.project.slug}.json`, JSON.stringify(data));
        actions.addRoute({ path: `${base}${data.sourcePath}`, exact: true, component, modules: { data: module } });
      }
    },
    async postBuild({ content, outDir }) {
      for (const data of content) {
        const target = path.join(outDir, ...data.zipPath.split('/').filter(Boolean));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        const entries = Object.entries(data.project.files).map(([file, text]) => ({
          path: `${data.project.name}/${file}`,
          content: text,
        }));
        fs.writeFileSync(target, createZip(entries));
      }
    },
  };
}
