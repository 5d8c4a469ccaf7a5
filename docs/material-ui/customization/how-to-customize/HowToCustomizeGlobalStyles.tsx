import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';

// In an app you would write plain `h3`, `p` and `code`. The class keeps this demo
// from restyling the page around it.
const scope = '.release-notes';

// Created once at module level: React skips it when the component re-renders.
const releaseNotesStyles = (
  <GlobalStyles
    styles={(theme) => ({
      [`${scope} h3`]: { ...theme.typography.h6, margin: theme.spacing(0, 0, 1) },
      [`${scope} p, ${scope} li`]: { ...theme.typography.body2 },
      [`${scope} p`]: { margin: theme.spacing(0, 0, 1.5) },
      [`${scope} ul`]: { margin: 0, paddingInlineStart: theme.spacing(2.5) },
      [`${scope} code`]: {
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.875em',
        padding: '0.1em 0.35em',
        borderRadius: theme.shape.borderRadius,
        backgroundColor: 'rgba(127, 127, 127, 0.16)',
      },
    })}
  />
);

export default function HowToCustomizeGlobalStyles() {
  // Plain HTML, as it might arrive from a CMS or a Markdown renderer.
  return (
    <React.Fragment>
      {releaseNotesStyles}
      <article className="release-notes">
        <h3>Version 2.4.0</h3>
        <p>
          Exports now include the time zone. Set <code>exportTimeZone</code> to
          override it for one report.
        </p>
        <ul>
          <li>CSV files use UTF-8 with a byte order mark.</li>
          <li>
            The <code>--dry-run</code> flag lists the files without writing them.
          </li>
        </ul>
      </article>
    </React.Fragment>
  );
}
