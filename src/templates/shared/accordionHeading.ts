/**
 * `slotProps.heading` for an Accordion whose summary is a heading of `level`. MUI puts the
 * summary (a div holding divs) inside an `<h3>`, but a heading may only hold phrasing content;
 * a div with the heading role keeps the outline for assistive technology and is valid HTML.
 */
export function accordionHeading(level: 2 | 3) {
  return { component: 'div', role: 'heading', 'aria-level': level } as const;
}
