/** An API page as Markdown: description, demos, import, then props, slots and classes as tables. */
import type { ApiDemoLink, ComponentApi } from '../../src/lib/apiDocs/types';
import { importCode } from '../../src/lib/apiDocs/naming';

export interface ApiMarkdownContext {
  title: string;
  demos: readonly ApiDemoLink[];
  /** Path of another component's API page on this site, if it has one. */
  apiPathOf: (area: string, componentName: string) => string | undefined;
  absoluteUrl: (sitePath: string) => string;
}

/** A table cell: one line, pipes escaped, empty cells shown as a dash. */
export function cell(text: string | undefined): string {
  const flat = (text ?? '').replace(/\s*\n\s*/g, ' ').trim();
  return flat ? flat.replace(/\|/g, '\\|') : '-';
}

const code = (text: string | undefined) => (text ? `\`${text.replace(/\s*\n\s*/g, ' ')}\`` : undefined);

function table(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | undefined>>): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

export function apiToMarkdown(api: ComponentApi, context: ApiMarkdownContext): string {
  const sections: string[] = [`# ${context.title}`];
  if (api.description) sections.push(api.description);
  if (api.deprecated !== undefined) sections.push(`**Deprecated.** ${api.deprecated}`.trim());
  if (context.demos.length > 0) {
    sections.push(
      '## Demos',
      context.demos.map((demo) => `- [${demo.title}](${context.absoluteUrl(demo.path)})`).join('\n'),
    );
  }
  sections.push('## Import', `\`\`\`tsx\n${importCode(api.imports)}\n\`\`\``);
  sections.push(
    '## Props',
    api.props.length > 0
      ? table(
          ['Name', 'Type', 'Default', 'Description'],
          api.props.map((prop) => [
            `\`${prop.name}\`${prop.required ? ' (required)' : ''}`,
            code(prop.type),
            code(prop.default),
            prop.deprecated !== undefined ? `**Deprecated.** ${prop.deprecated} ${prop.description}` : prop.description,
          ]),
        )
      : 'This component has no props of its own.',
  );
  const notes: string[] = [];
  if (api.ref.forwarded)
    notes.push(`The ref is forwarded to the root element${api.rootElement ? ` (\`${api.rootElement}\`)` : ''}.`);
  if (api.spreadsNativeProps) notes.push("Other props are spread to the root element's native attributes.");
  for (const entry of api.inheritance) {
    const path = entry.area ? context.apiPathOf(entry.area, entry.component) : undefined;
    const target = path
      ? `[${entry.component}](${context.absoluteUrl(path)})`
      : entry.url
        ? `[${entry.component}](${entry.url})`
        : entry.component;
    notes.push(`The props of ${target} are also available.`);
  }
  if (api.themeDefaultProps)
    notes.push(`Theme default props and style overrides use the name \`${api.themeDefaultProps}\`.`);
  if (notes.length > 0) sections.push(notes.join('\n\n'));
  if (api.slots.length > 0) {
    sections.push(
      '## Slots',
      table(
        ['Name', 'Default class', 'Default element', 'Description'],
        api.slots.map((slot) => [
          `\`${slot.name}\``,
          code(slot.defaultClass),
          code(slot.defaultElement),
          slot.description,
        ]),
      ),
    );
  }
  if (api.classes.length > 0) {
    sections.push(
      '## CSS classes',
      table(
        ['Class name', 'Rule name', 'Description'],
        api.classes.map((entry) => [`\`.${entry.className}\``, `\`${entry.key}\``, entry.description]),
      ),
    );
  }
  return `${sections.join('\n\n')}\n`;
}
