/**
 * `memo` for islands: a component that draws again only when one of its props changed (by
 * identity). preact/compat has one, but importing compat would bring the whole React layer into
 * the runtime chunk. The islands' lists use it so that a change to one row (or to state the rows
 * do not show) does not diff every row again.
 */
import type { FunctionComponent, JSX } from "preact";

type Props = Record<string, unknown>;

function changed(a: Props, b: Props): boolean {
  for (const key in a) if (!(key in b)) return true;
  for (const key in b) if (a[key] !== b[key]) return true;
  return false;
}

export function memo<P extends object>(
  component: (props: P) => JSX.Element,
): FunctionComponent<P> {
  function Memo(this: { props: P; shouldComponentUpdate?: (next: P) => boolean }, props: P) {
    // Preact calls a function component with its instance as `this`, which compat's memo relies
    // on too; the server's renderer may not, and needs no such check.
    if (this) this.shouldComponentUpdate = (next) => changed(this.props as Props, next as Props);
    return component(props);
  }
  return Memo as FunctionComponent<P>;
}
