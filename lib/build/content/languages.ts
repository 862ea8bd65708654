/**
 * The site's languages: the content file's own, whose pages are at the routes themselves, and one
 * per translation beside it (`content.ja.yaml` → `/ja/…`), found with no setting. Node only.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  canonicalTag,
  languageDirection,
  languageSegment,
  nativeName,
} from '../../content/language-tag';
import { translationFiles } from './files.mjs';
import { ContentError, contentFile, parseFile, readContent } from './load';
import type { Content } from '../../content/schema';
import { parseTranslation } from '../../content/translation';

export type Language = {
  /** BCP 47, as `<html lang>` and `Intl` take it: `ja`, `zh-Hans`. */
  tag: string;
  /** The folder its pages are under: '' for the base language, else the tag in lower case. */
  segment: string;
  dir: 'ltr' | 'rtl';
  /** Its name in itself, as the switcher shows it. */
  name: string;
  /** The file its words come from, relative to the project. */
  file: string;
};

function language(tag: string, segment: string, file: string): Language {
  return { tag, segment, dir: languageDirection(tag), name: nativeName(tag), file };
}

let cached: { key: string; languages: Language[]; contents: Map<string, Content> } | null = null;

/**
 * Every language's content, the base's first, read once per build (again under `next dev` when a
 * file changes). Throws one ContentError listing every problem of every translation.
 */
function readLanguages(file: string = contentFile(), root: string = process.cwd()) {
  const base = readContent(file, root);
  const translations = translationFiles(file, root);
  const stamps = [file, ...translations.map((t) => t.file)]
    .map((name) => `${name}:${statSync(path.join(root, name)).mtimeMs}`)
    .join('|');
  if (cached?.key === stamps) return cached;
  const baseFile = parseFile(readFileSync(path.join(root, file), 'utf8'), file);
  const languages = [language(base.lang, '', file)];
  const contents = new Map<string, Content>([[base.lang, base]]);
  const problems: string[] = [];
  const seen = new Map<string, string>([[base.lang.toLowerCase(), file]]);
  for (const translation of translations) {
    const tag = canonicalTag(translation.tag);
    if (!tag) {
      problems.push(
        `${translation.file}  its name's "${translation.tag}" is not a BCP 47 language tag (e.g. ja, zh-Hans, pt-BR, ar)`,
      );
      continue;
    }
    const earlier = seen.get(tag.toLowerCase());
    if (earlier) {
      problems.push(
        `${translation.file}  is a second file for ${tag}, beside ${earlier}: keep one file per language`,
      );
      continue;
    }
    seen.set(tag.toLowerCase(), translation.file);
    try {
      const source = readFileSync(path.join(root, translation.file), 'utf8');
      const content = parseTranslation(parseFile(source, translation.file), baseFile, tag);
      languages.push(language(tag, languageSegment(tag), translation.file));
      contents.set(tag, content);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(
        ...error.message
          .split('\n')
          .slice(1)
          .map((line) => line.trim()),
      );
    }
  }
  if (problems.length > 0) {
    throw new ContentError(`translations of ${file}`, problems);
  }
  cached = { key: stamps, languages, contents };
  return cached;
}

/** The site's languages, the base language first; another content file's, given its path. */
export function siteLanguages(file?: string): Language[] {
  return readLanguages(file).languages;
}

/** One language's content, unfilled: the base file, or a translation merged over it. */
export function languageContent(tag: string): Content {
  const content = readLanguages().contents.get(tag);
  if (!content) throw new Error(`The site has no ${tag} pages`);
  return content;
}

/** The language whose pages are under `/<segment>/`. */
export function languageAt(segment: string): Language {
  const found = siteLanguages().find((candidate) => candidate.segment === segment);
  if (!found) throw new Error(`The site has no pages under /${segment}/`);
  return found;
}

/** generateStaticParams for the translated pages: one `{ lang }` per translation. */
export function translationParams(): { lang: string }[] {
  return siteLanguages()
    .filter((candidate) => candidate.segment !== '')
    .map((candidate) => ({ lang: candidate.segment }));
}
