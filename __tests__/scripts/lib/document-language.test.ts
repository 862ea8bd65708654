import {
  languageOfFile,
  withDocumentLanguage,
  withLanguageScript,
} from '@/scripts/lib/document-language';

const languages = [
  { segment: '', tag: 'en', dir: 'ltr' },
  { segment: 'ja', tag: 'ja', dir: 'ltr' },
  { segment: 'ar', tag: 'ar', dir: 'rtl' },
];
const page = (main: string) =>
  `<!DOCTYPE html><html lang="en" class="x"><head></head><body><main id="main">${main}</main><footer></footer></body></html>`;

describe('each translation’s pages in the export', () => {
  it('belong to the language whose folder they are in', () => {
    expect(languageOfFile('ja.html', languages)?.tag).toBe('ja');
    expect(languageOfFile('ar/contract.html', languages)?.tag).toBe('ar');
    expect(languageOfFile('index.html', languages)).toBeNull();
    expect(languageOfFile('jobs.html', languages)).toBeNull();
  });

  it('get <html lang dir>, every other attribute kept', () => {
    expect(withDocumentLanguage(page(''), { tag: 'ar', dir: 'rtl' })).toContain(
      '<html class="x" lang="ar" dir="rtl">',
    );
  });

  it('get the language script after <main> where there is a switcher, and nowhere else', () => {
    const withSwitcher = page('<nav data-language-switcher="">…</nav>');
    expect(withLanguageScript(withSwitcher, 'go()')).toContain(
      '</nav></main><script>go()</script><footer>',
    );
    expect(withLanguageScript(page('<p>no switcher</p>'), 'go()')).toBe(page('<p>no switcher</p>'));
  });
});
