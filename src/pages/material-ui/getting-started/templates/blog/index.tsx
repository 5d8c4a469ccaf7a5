import React from 'react';
import TemplatePage from '@site/src/templates/TemplatePage';
import Blog from '@site/src/templates/blog/Blog';

/** Full-page live preview of the blog template, outside the docs layout. */
export default function BlogTemplatePage() {
  return (
    <TemplatePage slug="blog">
      <Blog />
    </TemplatePage>
  );
}
