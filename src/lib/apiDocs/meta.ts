/** Title and meta description of an API page: unique per area and component, 50–160 characters. */

const MAX_DESCRIPTION = 160;

function firstSentence(html: string): string {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.split(/(?<=\.)\s/)[0] ?? '';
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:]+$/, '')}…`;
}

export function apiPageMeta({
  name,
  areaName,
  descriptionHtml,
}: {
  name: string;
  areaName: string;
  descriptionHtml: string;
}): { title: string; description: string } {
  const sentence = firstSentence(descriptionHtml);
  const summary = sentence.length >= 20 ? sentence : 'props, slots, CSS classes and theme names of this component.';
  return {
    title: `${name} API - ${areaName}`,
    description: clip(`${areaName} ${name} API: ${summary}`, MAX_DESCRIPTION),
  };
}
