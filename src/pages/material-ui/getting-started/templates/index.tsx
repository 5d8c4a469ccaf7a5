import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { TEMPLATES, templatePath } from '@site/src/templates/catalog';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/**
 * Screenshots made by scripts/template-previews.mjs, 640×400, light and dark. The server renders
 * both colour modes' images and hydration removes one, so the frame, not the images, holds the
 * card's space.
 */
function TemplatePreview({ slug, title }: { slug: string; title: string }) {
  const light = useBaseUrl(`/img/templates/${slug}-light.jpg`);
  const dark = useBaseUrl(`/img/templates/${slug}-dark.jpg`);
  return (
    <div className={styles.previewFrame}>
      <ThemedImage
        className={styles.preview}
        sources={{ light, dark }}
        alt={`Preview of the ${title} template`}
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
      />
    </div>
  );
}

/** The template gallery: one card per template with a live preview and its source. */
export default function TemplatesGallery() {
  return (
    <Layout
      title="Material UI templates"
      description="Free page templates built with Material UI: a marketing page, blog, checkout, dashboard, pricing, sign-in, sign-up and more, each with a live preview and source."
    >
      <main className="container margin-vert--lg">
        <header className={styles.intro}>
          <Heading as="h1">Material UI templates</Heading>
          <p className={styles.lead}>
            Complete pages built only with Material UI components and icons. Open a live preview to try it at any screen
            size, switch it between light and dark or left-to-right and right-to-left, then copy the source into your
            project as a starting point.
          </p>
        </header>
        <ul className={styles.grid}>
          {TEMPLATES.map((template) => (
            <li key={template.slug}>
              <article className={styles.card} aria-labelledby={`template-${template.slug}`}>
                <TemplatePreview slug={template.slug} title={template.title} />
                <div className={styles.body}>
                  <h2 id={`template-${template.slug}`} className={styles.title}>
                    {template.title}
                  </h2>
                  <p className={styles.description}>{template.description}</p>
                  <div className={styles.actions}>
                    <Link className="button button--primary button--sm" to={templatePath(template.slug)}>
                      Live preview<span className="visually-hidden"> of the {template.title} template</span>
                    </Link>
                    <Link
                      className="button button--secondary button--outline button--sm"
                      to={`${templatePath(template.slug)}source/`}
                    >
                      Source<span className="visually-hidden"> of the {template.title} template</span>
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
