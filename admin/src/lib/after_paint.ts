/**
 * Runs `fn` once the browser has painted the next frame, and answers a function that cancels it.
 * For work a change sets off that the user does not wait for (the page's lock request, the
 * leave-page warning): React runs the effects of a key press before that key's frame is painted,
 * so work done there delays the letter appearing.
 */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A hidden tab draws no frames (its animation frames wait until it is shown): run at once.
  if (document.visibilityState === "hidden") {
    timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  // The animation frame comes just before the paint; a task queued there runs after it.
  const frame = requestAnimationFrame(() => (timer = setTimeout(fn, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
