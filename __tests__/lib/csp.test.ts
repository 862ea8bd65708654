/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  cspFindings,
  inlineScriptHashes,
  metaPolicy,
  pagePolicies,
  untrustedScripts,
  withMetaPolicy,
} from '@/scripts/lib/csp.mjs';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title>',
  '<script id="paint-first">go()</script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><script>self.__next_f=[]</script><script>self.__next_f=[]</script></body></html>',
].join('');

describe('the page policy', () => {
  it('hashes each distinct inline script, and none with a src', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('go()'), sha('self.__next_f=[]')]);
  });

  it('is strict: hashes and strict-dynamic, fallbacks for old browsers, no frame-ancestors in the meta', () => {
    const { meta, header } = pagePolicies([sha('go()')], ['https://cdn.example']);
    expect(meta).toContain(`script-src ${sha('go()')} 'strict-dynamic' 'unsafe-inline' https:`);
    expect(meta).toContain("base-uri 'none'");
    expect(meta).toContain("object-src 'none'");
    expect(meta).toContain("media-src 'self' https://cdn.example");
    expect(meta).not.toContain('frame-ancestors');
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
  });

  it('turns framing off, unless the build embeds a chart: then only its provider', () => {
    expect(pagePolicies([sha('go()')]).meta).toContain("frame-src 'none'");
    const { meta, header } = pagePolicies([sha('go()')], [], ['https://dexscreener.com']);
    expect(meta).toContain('frame-src https://dexscreener.com;');
    expect(meta.match(/frame-src/g)).toHaveLength(1);
    expect(cspFindings(meta)).toEqual([]);
    expect(cspFindings(header)).toEqual([]);
  });

  it('passes CSP Evaluator, in the meta and in the header', () => {
    const { meta, header } = pagePolicies([sha('go()')]);
    expect(cspFindings(meta)).toEqual([]);
    expect(cspFindings(header)).toEqual([]);
  });
});

describe('the CSP Evaluator check', () => {
  it("reports the old allowlist policy: 'self' can be bypassed", () => {
    const old = `default-src 'self'; script-src 'self' ${sha('go()')}; object-src 'none'; base-uri 'self'`;
    expect(cspFindings(old)).toContainEqual(
      expect.stringMatching(/^script-src 'self': 'self' can be problematic/),
    );
  });

  it('reports missing fallbacks, a missing object-src and unsafe-inline without hashes', () => {
    expect(cspFindings(`script-src ${sha('go()')} 'strict-dynamic'; base-uri 'none'`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/object-src/),
        expect.stringMatching(/Consider adding 'unsafe-inline'/),
        expect.stringMatching(/Consider adding https: and http:/),
      ]),
    );
    expect(cspFindings("script-src 'unsafe-inline'; object-src 'none'")).toContainEqual(
      expect.stringMatching(/^script-src 'unsafe-inline':/),
    );
  });

  it('reports syntax errors', () => {
    expect(cspFindings("script-src 'strict-dynamic' self; object-src 'none'")).toContainEqual(
      expect.stringMatching(/self/),
    );
  });
});

describe('the meta tag', () => {
  it('goes right after the charset, before anything that loads', () => {
    const html = withMetaPolicy(page, "script-src 'none'");
    expect(html).toMatch(
      /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'none'"\/><title>/,
    );
    expect(metaPolicy(html)).toBe("script-src 'none'");
  });

  it('goes first in a head without a charset, and replaces an older one', () => {
    const once = withMetaPolicy('<html><head><title>t</title></head></html>', "script-src 'none'");
    expect(once).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy"/);
    const twice = withMetaPolicy(once, "object-src 'none'");
    expect(twice.match(/http-equiv/g)).toHaveLength(1);
    expect(metaPolicy(twice)).toBe("object-src 'none'");
  });

  it('is absent from a page without one', () => {
    expect(metaPolicy(page)).toBeNull();
  });
});

describe('scripts strict-dynamic would block', () => {
  it('are parser-inserted scripts with a src, except nomodule ones', () => {
    expect(untrustedScripts(page)).toEqual([]);
    const tag = '<script src="/_next/static/chunks/main.js" async="">';
    expect(untrustedScripts(`${page}${tag}</script>`)).toEqual([tag]);
  });
});
