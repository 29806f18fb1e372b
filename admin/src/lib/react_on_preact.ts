/**
 * What the admin bundle gets for `import … from "react"` (aliased in vite.config.ts): Preact's
 * React compatibility layer, about 50 KB gzipped smaller than React DOM on every screen
 * (issue 23), plus the two React 19 APIs our libraries use that it lacks.
 */
import * as compat from "preact/compat";
import { type ComponentChildren, options } from "preact";

// @ts-expect-error: compat's types are one `export =` namespace; its ES module (what Vite bundles)
// has the named exports this passes on.
export * from "preact/compat";
export default compat.default;

/**
 * Effects run in a microtask after the render that caused them, not after the next paint as
 * Preact's default has it. React runs them at once after a render caused by a click or a key, and
 * Mantine and our screens rely on that order: a dialog that closes notes where the focus is before
 * anything else moves it (its focus return), and a field opened by a click is focused before the
 * next frame. Effects may then delay a paint; the editor bench (bench/editor_bench.ts) shows what
 * it costs.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

/**
 * React keeps a controlled input's `value` attribute equal to its value (its "value attribute
 * syncing"), so `input[value="…"]` finds a field by what it holds, in CSS and in the browser
 * tests; Preact sets only the property. This does what React does after each render of an input.
 * `__e` is the rendered element of a vnode in Preact's build (the name its add-ons use too).
 */
const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  if (vnode.type === "input") {
    const element = (vnode as unknown as { __e?: unknown }).__e;
    const value = (vnode.props as { value?: unknown }).value;
    if (element instanceof HTMLInputElement && value != null && element.type !== "file") {
      const text = String(value);
      if (element.getAttribute("value") !== text) element.setAttribute("value", text);
    }
  }
  previousDiffed?.(vnode);
};

/**
 * Imported by react-router's RouterProvider, which sets an optimistic router state inside
 * `startTransition` and the real one right after it. Preact runs a transition at once, so there is
 * no pending stretch in which an optimistic state could show: the state passed in is what React
 * shows once the transition ends, and the setter has nothing to do.
 */
export function useOptimistic<S, A>(
  passthrough: S,
  _reducer?: (state: S, action: A) => S,
): [S, (action: A | S) => void] {
  return [passthrough, ignoreOptimistic];
}

function ignoreOptimistic(): void {}

/**
 * Mantine keeps hidden content mounted with React's `<Activity mode="hidden">` (tabs with
 * `keepMounted`, collapsed sections, kept-mounted transitions), so its state survives. As in React,
 * content that starts hidden is first drawn when the browser is idle (or when it is shown, if that
 * is sooner), so it does not slow down what is shown; once drawn it stays mounted, and hiding it
 * is `display: none` on its outer element, as React does. Unlike React, its effects keep running
 * while hidden, which Mantine does not rely on.
 */
export class Activity extends compat.Component<
  { mode?: "visible" | "hidden"; children?: ComponentChildren },
  { drawn: boolean }
> {
  override state = { drawn: this.props.mode !== "hidden" };
  /** The element this hid, and the inline display it had. */
  private hidden: { element: HTMLElement; display: string } | null = null;
  private idle: number | null = null;

  override componentDidMount() {
    if (!this.state.drawn) {
      this.idle = requestIdleCallback(() => this.setState({ drawn: true }), { timeout: 2000 });
    }
    this.apply();
  }

  override componentDidUpdate() {
    this.apply();
  }

  override componentWillUnmount() {
    if (this.idle !== null) cancelIdleCallback(this.idle);
    this.show();
  }

  private apply() {
    const node = compat.findDOMNode(this);
    const element = node instanceof HTMLElement ? node : null;
    if (this.hidden && (this.props.mode !== "hidden" || this.hidden.element !== element)) {
      this.show();
    }
    if (this.props.mode !== "hidden" || !element || this.hidden) return;
    this.hidden = { element, display: element.style.getPropertyValue("display") };
    element.style.setProperty("display", "none", "important");
  }

  private show() {
    if (!this.hidden) return;
    const { element, display } = this.hidden;
    if (display) element.style.setProperty("display", display);
    else element.style.removeProperty("display");
    this.hidden = null;
  }

  override render() {
    const drawn = this.state.drawn || this.props.mode !== "hidden";
    return drawn ? this.props.children : null;
  }
}
