import type { SharedPage } from './metadata';

/** "5AMPLE…11pump": the first 6 and last 6 characters, for a card too narrow for all 44. */
export function shortAddress(address: string): string {
  return address.length <= 15 ? address : `${address.slice(0, 6)}…${address.slice(-6)}`;
}

export type ShareCardContent = {
  /** The page's own title, large. */
  title: string;
  /** Smaller lines under it. */
  lines: string[];
};

/** The file name of a page's card under /og/ ("contract.png"); home's is /og.png. */
export function cardFile({ image }: SharedPage): string {
  return image.split('/').pop() ?? '';
}
