// One <audio> element per URL for the page's lifetime: rapid clicks rewind and replay it
// instead of piling up new elements.
const players = new Map<string, HTMLAudioElement>();

export function getPlayer(src: string): HTMLAudioElement {
  let audio = players.get(src);
  if (!audio) {
    audio = new Audio(src);
    audio.preload = 'auto';
    players.set(src, audio);
  }
  return audio;
}

/** Plays from the start; rejects when the browser refuses (autoplay policy, missing file). */
export async function playSound(src: string): Promise<void> {
  const audio = getPlayer(src);
  audio.currentTime = 0;
  await audio.play();
}

export function resetPlayersForTests() {
  players.clear();
}
