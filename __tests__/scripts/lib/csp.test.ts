/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  cspFindings,
  inlineScriptHashes,
  metaPolicy,
  pagePolicies,
  untrustedScripts,
  withMetaPolicy,
} from '@/scripts/lib/csp';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title>',
  '<script id="chunk-loader">go()</script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><script>self.__next_f=[]</script><script>self.__next_f=[]</script></body></html>',
].join('');

describe('the page policy', () => {
  it('hashes each distinct inline script, and none with a src', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('go()'), sha('self.__next_f=[]')]);
  });

  it('hashes a script with data-src, which the browser runs as inline', () => {
    const html = '<script data-src="/later.js">boot()</script><script src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([sha('boot()')]);
  });

  it('hashes exactly the body after a start tag with a > in an attribute value', () => {
    const html = '<script data-when="a > b">run(">")</script><p>done</p>';
    expect(inlineScriptHashes(html)).toEqual([sha('run(">")')]);
  });

  it('is strict: hashes and strict-dynamic, fallbacks for old browsers, no frame-ancestors in the meta', () => {
    const { meta, header } = pagePolicies([sha('go()')], ['https://cdn.example']);
    expect(meta).toContain(`script-src ${sha('go()')} 'strict-dynamic' 'unsafe-inline' https:`);
    expect(meta).toContain("base-uri 'none'");
    expect(meta).toContain("object-src 'none'");
    expect(meta).toContain("media-src 'self' https://cdn.example");
    expect(meta).not.toContain('frame-ancestors');
    expect(header).toBe(`${meta}; frame-ancestors 'self' https://web.telegram.org`);
  });

  it('turns framing off, unless the build embeds a chart: then only its provider', () => {
    expect(pagePolicies([sha('go()')]).meta).toContain("frame-src 'none'");
    const { meta, header } = pagePolicies([sha('go()')], [], ['https://dexscreener.com']);
    expect(meta).toContain('frame-src https://dexscreener.com;');
    expect(meta.match(/frame-src/g)).toHaveLength(1);
    expect(cspFindings(meta)).toEqual([]);
    expect(cspFindings(header)).toEqual([]);
  });

  it("names a page's own API origins in connect-src alone, and still passes CSP Evaluator", () => {
    const apis = ['https://api.dexscreener.com', 'https://api.geckoterminal.com'];
    const { meta, header } = pagePolicies([sha('go()')], [], [], apis);
    expect(meta).toContain(`connect-src 'self' ${apis.join(' ')};`);
    expect(meta.match(/api\.dexscreener\.com/g)).toHaveLength(1);
    expect(pagePolicies([sha('go()')]).meta).toContain("connect-src 'self';");
    expect(cspFindings(meta)).toEqual([]);
    expect(cspFindings(header)).toEqual([]);
  });

  it("takes this machine's http origin (the tests' fake APIs) as trustworthy, and no other http", () => {
    const fake = pagePolicies([sha('go()')], [], [], ['http://127.0.0.1:5214']);
    expect(cspFindings(fake.meta)).toEqual([]);
    const remote = pagePolicies([sha('go()')], [], [], ['http://prices.example']);
    expect(cspFindings(remote.meta)).toContainEqual(
      expect.stringMatching(
        /^connect-src http:\/\/prices\.example: Allow only resources downloaded over HTTPS/,
      ),
    );
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

  it('changes nothing else in the page, byte for byte', () => {
    const html = withMetaPolicy(page, "script-src 'none'");
    expect(html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(page);
  });

  it('is placed after a head whose attribute value holds a >, and refuses a page without a head', () => {
    const html = withMetaPolicy('<html><head data-x="a>b"><title>t</title></head></html>', 'x');
    expect(html).toBe(
      '<html><head data-x="a>b"><meta http-equiv="Content-Security-Policy" content="x"/><title>t</title></head></html>',
    );
    expect(() => withMetaPolicy('<p>no head</p>', 'x')).toThrow(/no <head>/);
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

  it('are found behind a > in an attribute value, and a data-src is not a src', () => {
    const tag = '<script data-note="a > b" src="/x.js">';
    expect(untrustedScripts(`${tag}</script><script data-src="/y.js">y()</script>`)).toEqual([tag]);
  });
});

describe('what the pictures a page draws need', () => {
  const directiveOf = (policy: string, name: string) =>
    policy.split('; ').find((directive) => directive.startsWith(`${name} `));

  it("allows blob: for images alone (home's Share shows the card it drew), never for scripts", () => {
    const { meta, header } = pagePolicies([sha('go()')]);
    for (const policy of [meta, header]) {
      expect(directiveOf(policy, 'img-src')).toBe("img-src 'self' data: blob:");
      expect(policy.match(/blob:/g)).toHaveLength(1);
      expect(directiveOf(policy, 'script-src')).not.toMatch(/blob:|data:/);
      expect(directiveOf(policy, 'connect-src')).toBe("connect-src 'self'");
    }
    expect(cspFindings(meta)).toEqual([]);
  });
});
