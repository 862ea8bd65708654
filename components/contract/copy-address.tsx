'use client';

import { Icon } from '@/components/ui/icon';
import { useEffect, useRef, useState } from 'react';

export const COPIED_MS = 2000;

type CopyState = 'idle' | 'copied' | 'manual';

function selectText(element: HTMLElement) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Copies the address with the Clipboard API. Where that API is missing or refuses (plain http,
 * in-app browsers), it selects the address on the page and tells the visitor to copy it.
 */
type CopyAddressProps = {
  address: string;
  targetId: string;
  /** The button and its two messages, from the content file. */
  text: { copy: string; copied: string; copyManual: string };
};

export function CopyAddress({ address, targetId, text }: CopyAddressProps) {
  const messages: Record<CopyState, string> = {
    idle: '',
    copied: text.copied,
    manual: text.copyManual,
  };
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    window.clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(address);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      const target = document.getElementById(targetId);
      if (target) selectText(target);
      setState('manual');
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        onClick={copy}
        className="inline-flex min-h-10 items-center gap-2 rounded-full bg-brand px-5 text-sm font-semibold text-on-brand hover:bg-brand-dark"
      >
        {state === 'copied' ? (
          <Icon name="check" className="size-4" />
        ) : (
          <Icon name="copy" className="size-4" />
        )}
        {text.copy}
      </button>
      <p aria-live="polite" className="min-h-5 text-sm font-semibold text-success">
        {messages[state]}
      </p>
    </div>
  );
}
