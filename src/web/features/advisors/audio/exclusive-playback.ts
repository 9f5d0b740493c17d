// docs/product.md §4: "starting one pauses all other audio on the page". Every description player that
// starts registers how to stop itself here; starting one stops the others, and pauses any
// <audio> or <video> element on the page as well.

type Stop = () => void;

const playing = new Set<Stop>();

/** Stops every other player and registers this one; call the returned function once it ends. */
export function claimPlayback(stop: Stop): () => void {
  for (const other of [...playing]) {
    if (other !== stop) other();
  }
  for (const media of document.querySelectorAll<HTMLMediaElement>('audio, video')) media.pause();
  playing.add(stop);
  return () => {
    playing.delete(stop);
  };
}
