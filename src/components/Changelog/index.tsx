import React from 'react';
import Heading from '@theme/Heading';
import { useTranslate } from '../../providers/DocsConfig';
import { fillTemplate } from '../../lib/apiDocs/template';
import type { ChangelogRelease } from '../../lib/changelog';
import styles from './styles.module.css';

export interface ChangelogProps {
  data: { packageName: string; installedVersion: string; releases: ChangelogRelease[] };
}

/**
 * Release notes rendered at build time from an installed package's CHANGELOG.md
 * (plugins/changelog): a jump list of versions, then one section per release, newest first.
 * Section bodies are HTML the plugin rendered from the file's Markdown.
 */
export default function Changelog({ data }: ChangelogProps) {
  const t = useTranslate();
  return (
    <div className={styles.root}>
      <p className={styles.source}>
        {fillTemplate(t('changelog.source'), { package: data.packageName, version: data.installedVersion })}
      </p>
      <nav aria-label={t('changelog.releases')} className={styles.jumpList}>
        <ul>
          {data.releases.map((release) => (
            <li key={release.anchor}>
              <a href={`#${release.anchor}`}>{release.version}</a>
            </li>
          ))}
        </ul>
      </nav>
      {data.releases.map((release) => (
        <section key={release.anchor} className={styles.release} data-release={release.version}>
          <Heading as="h3" id={release.anchor}>
            {release.version}
          </Heading>
          {release.date && (
            <p className={styles.date}>{fillTemplate(t('changelog.released'), { date: release.date })}</p>
          )}
          {release.sections.map((section, index) => (
            <div key={section.title ?? `intro-${index}`} className={styles.section}>
              {section.title && <h4 className={styles.sectionTitle}>{section.title}</h4>}
              <div className={styles.body} dangerouslySetInnerHTML={{ __html: section.body }} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
