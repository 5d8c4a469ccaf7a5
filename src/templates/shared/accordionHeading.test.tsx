import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { splitEmotionStyles } from '../../../plugins/ssr-template/emotionStyles';
import { htmlValidateConfig } from '../../../scripts/lib/html-check.mjs';
import { accordionHeading } from './accordionHeading';

/** The server markup of an FAQ entry, as a whole page the way the build ships it. */
function faqPage(slotProps?: React.ComponentProps<typeof Accordion>['slotProps']): string {
  const body = renderToStaticMarkup(
    <main>
      <h2>Questions</h2>
      <Accordion slotProps={slotProps}>
        <AccordionSummary id="q-header" aria-controls="q-content">
          <Typography>Can I cancel?</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>Any time.</Typography>
        </AccordionDetails>
      </Accordion>
    </main>,
  );
  const { styles, html } = splitEmotionStyles(body);
  return `<!doctype html><html lang="en"><head><title>FAQ</title>${styles}</head><body>${html}</body></html>`;
}

const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig()));
const problems = (html: string) =>
  validator
    .validateStringSync(html, 'faq.html')
    .results.flatMap((result) => result.messages.map((message) => message.message));

describe('accordionHeading', () => {
  it("is needed: MUI's default <h3> around the summary is invalid HTML", () => {
    expect(problems(faqPage())).toContain('<div> element is not permitted as content under <h3>');
  });

  it('makes the summary a valid heading of the given level around the toggle button', () => {
    const html = faqPage({ heading: accordionHeading(3) });
    expect(problems(html)).toEqual([]);
    const heading = html.match(/<(\w+) [^>]*class="MuiAccordion-heading[^>]*>/);
    expect(heading?.[1]).toBe('div');
    expect(heading?.[0]).toContain('role="heading"');
    expect(heading?.[0]).toContain('aria-level="3"');
  });
});
