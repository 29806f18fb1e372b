/**
 * One IntersectionObserver for many elements: each element's callback runs once, the first time
 * it comes near the viewport. Blocks mount their editors this way, so a long page opens fast.
 */
type Callback = () => void;

const callbacks = new WeakMap<Element, Callback>();
let observer: IntersectionObserver | null = null;

function shared(): IntersectionObserver | null {
  if (typeof IntersectionObserver === "undefined") return null;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const callback = callbacks.get(entry.target);
      observer?.unobserve(entry.target);
      callbacks.delete(entry.target);
      callback?.();
    }
  }, { rootMargin: "600px 0px" });
  return observer;
}

/** Calls `callback` once when `element` comes within 600 px of the viewport; returns a cancel. */
export function whenNearViewport(element: Element, callback: Callback): () => void {
  const io = shared();
  if (!io) {
    callback();
    return () => {};
  }
  callbacks.set(element, callback);
  io.observe(element);
  return () => {
    callbacks.delete(element);
    io.unobserve(element);
  };
}
