import React, { useState } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@site/src/theme/CodeBlock';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { STACKBLITZ_ACTION } from '@site/src/lib/sandboxProject';
import { languageOf, stackBlitzFields, templateSandbox } from '@site/src/lib/templateProject';
import type { TemplateSourceData } from '@site/plugins/template-sources';
import styles from './styles.module.css';

function fileId(path: string): string {
  return `file-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/**
 * Opens the project in CodeSandbox, at the template's main file, with the site's one sandbox
 * submitter (a form post, like the demos'), loaded on the first click.
 */
function useOpenInCodeSandbox(data: TemplateSourceData) {
  const [failed, setFailed] = useState(false);
  function open() {
    setFailed(false);
    import('@site/src/lib/sandboxSubmit').then(
      ({ openInSandbox }) => openInSandbox('codesandbox', templateSandbox(data.project, data.entryFile)),
      () => setFailed(true),
    );
  }
  return { failed, open };
}

export default function TemplateSource({ data }: { data: TemplateSourceData }) {
  const { project } = data;
  const zipUrl = useBaseUrl(data.zipPath);
  const codeSandbox = useOpenInCodeSandbox(data);
  // The fields repeat every file: rendered after hydration only, so the HTML carries the code once.
  const isBrowser = useIsBrowser();
  const paths = Object.keys(project.files);
  const description = `Source of the ${project.title} Material UI template as a standalone Vite, React and TypeScript project: ${paths.length} files to read, download as a ZIP or open in StackBlitz or CodeSandbox.`;
  return (
    <Layout title={`${project.title} template source`} description={description}>
      <main className="container margin-vert--lg">
        <header className={styles.header}>
          <Heading as="h1">{project.title} template source</Heading>
          <p className={styles.lead}>{project.description}</p>
          <p>
            A complete Vite + React + TypeScript project. Download it and run <code>npm install</code> then{' '}
            <code>npm run dev</code>, or open it in an online editor.
          </p>
          <div className={styles.actions} role="group" aria-label={`Get the ${project.title} template`}>
            <a className="button button--primary" href={zipUrl} download={`${project.name}.zip`}>
              Download ZIP<span className="visually-hidden"> of the {project.title} template</span>
            </a>
            <form
              className={styles.form}
              method="post"
              action={STACKBLITZ_ACTION}
              target="_blank"
              data-testid="stackblitz-form"
            >
              {isBrowser &&
                stackBlitzFields(project).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
              <button
                type="submit"
                disabled={!isBrowser}
                className="button button--secondary"
                aria-label={`Open the ${project.title} template in StackBlitz (opens in a new tab)`}
              >
                Open in StackBlitz
              </button>
            </form>
            <button
              type="button"
              className="button button--secondary"
              onClick={codeSandbox.open}
              disabled={!isBrowser}
              aria-label={`Open the ${project.title} template in CodeSandbox (opens in a new tab)`}
            >
              Open in CodeSandbox
            </button>
            <Link className="button button--outline button--secondary" to={data.previewPath}>
              Live preview<span className="visually-hidden"> of the {project.title} template</span>
            </Link>
          </div>
          <p role="status" className={styles.status}>
            {codeSandbox.failed && 'CodeSandbox could not be opened. Download the ZIP instead.'}
          </p>
        </header>
        <nav aria-labelledby="template-files-heading" className={styles.toc}>
          <Heading as="h2" id="template-files-heading">
            Files
          </Heading>
          <ul data-testid="template-file-list">
            {paths.map((path) => (
              <li key={path}>
                <a href={`#${fileId(path)}`}>
                  <code>{path}</code>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {paths.map((path) => (
          <section key={path} aria-labelledby={fileId(path)} className={styles.file}>
            <Heading as="h3" id={fileId(path)} className={styles.fileName}>
              {path}
            </Heading>
            <CodeBlock
              language={languageOf(path)}
              title={path}
              showLineNumbers={false}
              highlighted={data.highlighted[path]}
            >
              {project.files[path]}
            </CodeBlock>
          </section>
        ))}
      </main>
    </Layout>
  );
}
