/**
 * An element whose content the server draws and the browser keeps as it is. Hydration does not
 * walk it, and no later render draws it again: Preact leaves an element's content alone while
 * hydrating one with `dangerouslySetInnerHTML`, and after that as long as its `__html` stays the
 * same. Its attributes and ref still work. Walking the parts of a long list that never change in
 * the browser (a location's hours, facts and services; a research's facts) was most of the lab
 * pages' hydration on a phone, Lighthouse's Total Blocking Time.
 *
 * It must be hydrated, never mounted afresh in the browser (it would be empty): a list of them
 * hides its rows rather than removing them. What must change inside it is changed by hand,
 * through its ref (the location finder marks today's opening hours so).
 */
import { type ComponentChildren, h, type Ref, type VNode } from "preact";

/** The same object for every render, so that no render after hydration draws the content. */
const KEEP = { __html: "" };
const IN_BROWSER = typeof document !== "undefined";

export function Kept(
  props: {
    tag: string;
    class?: string;
    ref?: Ref<HTMLElement>;
    children?: ComponentChildren;
  },
): VNode {
  const { tag, children, ...attributes } = props;
  return (IN_BROWSER
    ? h(tag, { ...attributes, dangerouslySetInnerHTML: KEEP })
    : h(tag, attributes, children)) as VNode;
}
