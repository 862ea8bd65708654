/** @jest-environment node */
import { imagePreloadHeader } from '@/scripts/lib/image-preload-header';

const head = (links: string) => `<!DOCTYPE html><html><head>${links}</head><body></body></html>`;

describe('imagePreloadHeader', () => {
  it('sends a srcset preload with its sizes and priority, the largest candidate as its URL', () => {
    const html = head(
      '<link rel="preload" as="image" imageSrcSet="/art/m-288.webp 288w, /art/m-576.webp 576w" ' +
        'imageSizes="(min-width: 640px) 288px, 224px" fetchPriority="high"/>',
    );
    expect(imagePreloadHeader(html)).toBe(
      '</art/m-576.webp>; rel=preload; as=image; ' +
        'imagesrcset="/art/m-288.webp 288w, /art/m-576.webp 576w"; ' +
        'imagesizes="(min-width: 640px) 288px, 224px"; fetchpriority=high',
    );
  });

  it('sends a plain image preload by its URL, under the base path it was written with', () => {
    const html = head('<link rel="preload" as="image" href="/docs/art/mascot.svg"/>');
    expect(imagePreloadHeader(html)).toBe('</docs/art/mascot.svg>; rel=preload; as=image');
  });

  it('sends nothing for a page without image preloads, nor for other preloads', () => {
    expect(imagePreloadHeader(head(''))).toBeNull();
    expect(
      imagePreloadHeader(
        head(
          '<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>' +
            '<link rel="stylesheet" href="/a.css"/><img src="/art/mascot.svg" alt=""/>',
        ),
      ),
    ).toBeNull();
  });

  it('refuses a value it would have to escape', () => {
    const html = head(
      '<link rel="preload" as="image" imageSrcSet="/a.webp 1w" imageSizes="&quot;x"/>',
    );
    expect(() => imagePreloadHeader(html)).toThrow(
      'cannot send imagesizes "\\"x" in a Link header',
    );
  });
});
