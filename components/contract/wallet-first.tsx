'use client';

import { useSyncExternalStore } from 'react';
import { clsx } from 'clsx';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { escapeLink } from '@/lib/escape-link';
import { telegramLaunch } from '@/lib/telegram/launch';
import { appLinksMayFail, injectedWallet } from '@/lib/wallet-browser';

type WalletFirstProps = {
  /** The wallets' links, as the server drew them, in the row's order. */
  wallets: { id: string; link: React.ReactNode }[];
  /** Inside Telegram's or X's browser, above the wallets: the line, the way out, then Copy. */
  trapped: { note: string; openInBrowser: string; copy: React.ReactNode };
};

// Where the page is does not change while it is open: nothing to subscribe to.
const subscribe = () => () => {};
const lead = () => injectedWallet(window);
const escape = () =>
  appLinksMayFail(window, navigator.userAgent, telegramLaunch() !== null)
    ? // An empty string: trapped, with no way out on this phone (iOS before 17, a computer).
      (escapeLink(location.href, navigator.userAgent) ?? '')
    : null;

/**
 * The wallets' swap links, led by the wallet whose browser this is; and inside an app's browser
 * that often ignores app links, first a line saying so, the way out to the phone's browser and
 * Copy. The server draws the plain list; this reorders it and adds the line after hydration.
 */
export function WalletFirst({ wallets, trapped }: WalletFirstProps) {
  const leader = useSyncExternalStore(subscribe, lead, () => null);
  const way = useSyncExternalStore(subscribe, escape, () => null);
  const ordered = leader
    ? [...wallets.filter(({ id }) => id === leader), ...wallets.filter(({ id }) => id !== leader)]
    : wallets;
  return (
    <>
      {way !== null ? (
        <div className="mt-3 space-y-2 rounded-md border border-line bg-canvas p-3">
          <p className="text-sm text-ink">{trapped.note}</p>
          <div className="flex flex-wrap items-start gap-2">
            {way ? (
              <a href={way} className={clsx(buttonClass, buttonVariants.primary, 'min-h-10')}>
                {trapped.openInBrowser}
              </a>
            ) : null}
            {trapped.copy}
          </div>
        </div>
      ) : null}
      <ul className="mt-3 flex flex-wrap gap-2">
        {ordered.map(({ id, link }) => (
          <li key={id}>{link}</li>
        ))}
      </ul>
    </>
  );
}
