/**
 * The site's Content-Security-Policy: a strict, hash-based policy (https://web.dev/articles/strict-csp)
 * that every exported page carries twice. In a `<meta http-equiv>` at the top of its <head>, so
 * hosts that send no headers (GitHub Pages, S3, Vercel without vercel.json) still enforce it; and in
 * out/_headers, with `frame-ancestors`, which a meta policy cannot carry.
 *
 * script-src lists the hashes of the page's inline scripts and 'strict-dynamic': a script those
 * hashed scripts add (the chunk loader adds every chunk) is trusted, a parser-inserted
 * `<script src>` is not. 'unsafe-inline' and https: are fallbacks for browsers from before CSP 3,
 * as CSP Evaluator advises: a browser that knows hashes ignores 'unsafe-inline', and one that knows
 * 'strict-dynamic' ignores https:.
 */
import { createHash } from 'node:crypto';
import { Version } from 'csp_evaluator/dist/csp.js';
import { CspEvaluator, DEFAULT_CHECKS, STRICTCSP_CHECKS } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import {
  evaluateForFailure,
  evaluateForSyntaxErrors,
  evaluateForWarnings,
} from 'csp_evaluator/dist/lighthouse/lighthouse_checks.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import {
  attribute,
  hasAttribute,
  inlineScriptBodies,
  rewriteHtml,
  scanHtml,
  scriptElements,
  type Tag,
} from './html';

/** The CSP source expressions ('sha256-…') of a page's inline scripts, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const body of inlineScriptBodies(html)) {
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * `<script src>` tags in the HTML that 'strict-dynamic' would block: every parser-inserted
 * external script except `nomodule` ones, which only browsers without modules (and so without
 * 'strict-dynamic', and allowed by the https: fallback) ever fetch.
 */
export function untrustedScripts(html: string): string[] {
  return scriptElements(html)
    .filter((script) => script.src !== undefined && !hasAttribute(script, 'nomodule'))
    .map((script) => script.markup);
}

/**
 * The page's policy as directives, in the order they are written. Framing is off unless the build
 * embeds a chart: then exactly the chart provider's origin (`frames`) may be framed. Explicit,
 * since default-src 'self' alone would let the site frame itself. `connect` adds the origins the
 * site's code asks (the live price's APIs, on a press on /contract).
 */
function directives(
  hashes: string[],
  extraMedia: string[],
  frames: string[],
  connect: string[],
): string[] {
  // blob: for images only: home's Share shows the card it drew in the page as an object URL.
  return [
    "default-src 'self'",
    ['script-src', ...hashes, "'strict-dynamic'", "'unsafe-inline'", 'https:'].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    ["media-src 'self'", ...extraMedia].join(' '),
    "font-src 'self'",
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    ["connect-src 'self'", ...connect].join(' '),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ];
}

/**
 * Who may frame the site: itself, and Telegram Web, which runs a Mini App in a frame. Only a header
 * can say it (a meta's is ignored), so out/_headers sends it site-wide, as a policy of its own that
 * a browser enforces beside the page's meta policy, and vercel.json on its own.
 */
export const FRAME_ANCESTORS = "frame-ancestors 'self' https://web.telegram.org";

/**
 * The policy for a page whose inline scripts have these hashes: `meta` for its <head>; `header`
 * what a browser enforces once out/_headers' site-wide frame-ancestors joins it, which the build
 * also has CSP Evaluator read.
 */
export function pagePolicies(
  hashes: string[],
  extraMedia: string[] = [],
  frames: string[] = [],
  connect: string[] = [],
): { meta: string; header: string } {
  const meta = directives(hashes, extraMedia, frames, connect);
  return { meta: meta.join('; '), header: [...meta, FRAME_ANCESTORS].join('; ') };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const isMetaPolicy = (tag: Tag) =>
  tag.tagName === 'meta' &&
  attribute(tag, 'http-equiv')?.toLowerCase() === 'content-security-policy';

/**
 * The HTML with this policy in a `<meta http-equiv="Content-Security-Policy">` at the top of its
 * <head>, replacing any already there. Only `<meta charset>` stays before it: browsers look for
 * the charset in the first 1024 bytes, and a policy with a page's hashes can be most of that.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  let state = 'before head';
  const placeBefore = (raw: string) => {
    if (state !== 'after head') return undefined;
    state = 'placed';
    return meta + raw;
  };
  const rewritten = rewriteHtml(html, {
    startTag(tag, raw) {
      if (isMetaPolicy(tag)) return '';
      if (tag.tagName === 'head' && state === 'before head') {
        state = 'after head';
        return undefined;
      }
      if (state === 'after head' && tag.tagName === 'meta' && hasAttribute(tag, 'charset')) {
        state = 'placed';
        return raw + meta;
      }
      return placeBefore(raw);
    },
    endTag: (tag, raw) => placeBefore(raw),
    text: (token, raw) => placeBefore(raw),
    comment: (token, raw) => placeBefore(raw),
  });
  if (state === 'before head') throw new Error('withMetaPolicy: the page has no <head>');
  return state === 'placed' ? rewritten : rewritten + meta;
}

/** The policy in the page's meta tag, or null. */
export function metaPolicy(html: string): string | null {
  let policy: string | null = null;
  scanHtml(html, {
    startTag(tag) {
      if (policy === null && isMetaPolicy(tag)) policy = attribute(tag, 'content') ?? '';
    },
  });
  return policy;
}

// This machine over http is potentially trustworthy (Secure Contexts), not plain http: the browser
// tests' build names its fake of the price APIs so (lib/market/query.ts refuses any other).
const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/;

/**
 * What Google's CSP Evaluator reports about a policy that is more severe than informational:
 * its default and strict-CSP checks as the CSP 3 browsers of today read the policy (the
 * evaluator's default), and the checks Lighthouse's "CSP is effective against XSS" audit runs.
 * Returns [] for a policy it passes.
 */
export function cspFindings(policy: string): string[] {
  const parsed = new CspParser(policy).csp;
  const findings = [
    ...new CspEvaluator(parsed, Version.CSP3).evaluate(STRICTCSP_CHECKS, DEFAULT_CHECKS),
    ...evaluateForFailure([parsed]),
    ...evaluateForWarnings([parsed]),
    ...evaluateForSyntaxErrors([parsed]).flat(),
  ];
  const seen = new Set<string>();
  return findings
    .filter((finding) => finding.severity < Severity.INFO)
    .filter((finding) => !LOOPBACK.test(finding.value ?? ''))
    .map((finding) => {
      const where = [finding.directive, finding.value].filter(Boolean).join(' ');
      return `${where}: ${finding.description}`;
    })
    .filter((line) => !seen.has(line) && seen.add(line));
}
