/** What recordSounds has seen: the path of every play() and how many Audio players were made. */
export type PlayedSounds = { played: string[]; audios: number };

/**
 * Runs in the page (an init script, or after load: the players are made on the first click):
 * records every HTMLMediaElement.play() and every new Audio(). Self-contained, because each tool
 * sends it to the page as source.
 */
export function recordSounds() {
  const w = window as unknown as PlayedSounds;
  w.played = [];
  w.audios = 0;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    w.played.push(new URL(this.src).pathname);
    return play.call(this);
  };
  const NativeAudio = window.Audio;
  window.Audio = function (src?: string) {
    w.audios += 1;
    return new NativeAudio(src);
  } as unknown as typeof Audio;
}

/** Runs in the page: what recordSounds has seen so far. */
export function playedSounds(): PlayedSounds {
  const w = window as unknown as PlayedSounds;
  return { played: w.played, audios: w.audios };
}
