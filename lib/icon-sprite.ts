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
 * they inherit through <use> and a page can restyle an icon with a class.
 */
export function iconSprite(icons: Record<string, IconNode>): string {
  const symbols = Object.entries(icons)
    .map(
      ([id, node]) =>
        `<symbol id="${id}" viewBox="0 0 24 24">${node.map(element).join('')}</symbol>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}
