/**
 * The public site's menus (issue 10): the main navigation and the audience menus in the header,
 * the footer menu in the footer. Nested items are a disclosure that works without JavaScript
 * (`<details>`), closed on arrival, also on the current page: opened, a submenu lies over the
 * content, and nobody asked for it. The current page's item carries `aria-current="page"`, and
 * the stylesheet marks the summary of the submenu holding it. With JavaScript
 * (islands/MenuDisclosures.tsx) one submenu is open at a time, and Escape or a click outside
 * closes it.
 */
import type { VNode } from "preact";
import type { PublicMenuItem } from "../content/menus.ts";

function isCurrent(item: PublicMenuItem, current: string | undefined): boolean {
  return !!current && item.href === current;
}

function ItemList(props: { items: PublicMenuItem[]; current?: string }): VNode {
  const { items, current } = props;
  return (
    <>
      {items.map((item, i) => {
        const link = (
          <a href={item.href} aria-current={isCurrent(item, current) ? "page" : undefined}>
            {item.title}
          </a>
        );
        if (!item.children.length) return <li key={i}>{link}</li>;
        // The item's own link comes first in its disclosure: the summary only opens it.
        return (
          <li key={i}>
            <details>
              <summary>{item.title}</summary>
              <ul>
                <li>{link}</li>
                <ItemList items={item.children} current={current} />
              </ul>
            </details>
          </li>
        );
      })}
    </>
  );
}

/** A navigation landmark of menu items; nothing for an empty menu. */
export function MenuNav(
  props: { items?: PublicMenuItem[]; label: string; class: string; current?: string },
): VNode | null {
  if (!props.items?.length) return null;
  return (
    <nav class={props.class} aria-label={props.label}>
      <ul>
        <ItemList items={props.items} current={props.current} />
      </ul>
    </nav>
  );
}
