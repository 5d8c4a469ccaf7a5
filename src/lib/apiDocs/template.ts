/**
 * Dictionary strings with named placeholders (`"The props of the {component} component are
 * also available."`), split so a React node (a link, a code span) can take a placeholder's place.
 */
export type TemplatePart = { text: string } | { placeholder: string };

export function splitTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  const pattern = /\{(\w+)\}/g;
  let last = 0;
  for (const match of template.matchAll(pattern)) {
    if (match.index! > last) parts.push({ text: template.slice(last, match.index) });
    parts.push({ placeholder: match[1] });
    last = match.index! + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** Fills the placeholders with strings; unknown placeholders stay as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return splitTemplate(template)
    .map((part) => ('text' in part ? part.text : (values[part.placeholder] ?? `{${part.placeholder}}`)))
    .join('');
}
