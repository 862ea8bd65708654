import type { IconNode } from 'lucide';

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function element([tag, attrs]: IconNode[number]): string {
  const attributes = Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escape(String(value))}"`)
    .join('');
  return `<${tag}${attributes}/>`;
}

/**
 * One SVG document with a <symbol> per icon, drawn on Lucide's 24-unit grid. Fill, stroke and
 * stroke width are left to the `.icon` class of the <svg> that uses a symbol (globals.css), so
 * they inherit through <use> and a page can restyle an icon with a class. Marks (filled shapes,
 * components/ui/marks.ts) come after, as `mark-<name>`, filled with the text's colour and never
 * stroked, whatever the class says.
 */
export function iconSprite(icons: Record<string, IconNode>, marks: Record<string, string> = {}) {
  const symbols = Object.entries(icons)
    .map(
      ([id, node]) =>
        `<symbol id="${id}" viewBox="0 0 24 24">${node.map(element).join('')}</symbol>`,
    )
    .join('');
  const markSymbols = Object.entries(marks)
    .map(
      ([id, shapes]) =>
        `<symbol id="mark-${id}" viewBox="0 0 24 24" fill="currentColor" stroke="none">${shapes}</symbol>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}${markSymbols}</svg>`;
}
