'use client';

import { useSyncExternalStore } from 'react';
import { telegramLaunch } from '@/lib/telegram/launch';
import { insideTelegram } from '@/lib/wallet-browser';

type TelegramFirstProps = {
  /** "Buy in your wallet", as the server drew it. */
  wallets: React.ReactNode;
  /** The team's trading bots' row. */
  bots: React.ReactNode;
  /** The team's terminals' row. */
  terminals: React.ReactNode;
};

// Where the page is does not change while it is open: nothing to subscribe to.
const subscribe = () => () => {};
const telegram = () => insideTelegram(window, telegramLaunch() !== null);

/**
 * The ways to buy in their order: the wallets, then the bots and the terminals; inside Telegram
 * (a Mini App or its in-app browser) the bots first, where their t.me links open in Telegram itself.
 * The server draws the wallets' order; this moves the bots' row after hydration.
 */
export function TelegramFirst({ wallets, bots, terminals }: TelegramFirstProps) {
  const first = useSyncExternalStore(subscribe, telegram, () => false);
  return first ? (
    <>
      <div key="bots">{bots}</div>
      <div key="wallets">{wallets}</div>
      <div key="terminals">{terminals}</div>
    </>
  ) : (
    <>
      <div key="wallets">{wallets}</div>
      <div key="bots">{bots}</div>
      <div key="terminals">{terminals}</div>
    </>
  );
}
