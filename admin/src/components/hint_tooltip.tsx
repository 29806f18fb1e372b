/**
 * One tooltip for every control that names a hint: a control carries `hintProps(text)` (a
 * `data-hint` attribute), and the one `HintTooltip` of the signed-in frame shows that text beside
 * it when the pointer rests on it or the keyboard focuses it, and hides it on leaving, on a press
 * and on Escape (WCAG 1.4.13). A Mantine `Tooltip` per control sets up its floating element,
 * hover and focus hooks at every render: a 200-block page drew hundreds of them at open, and a
 * text block's toolbar alone ten (issue 23). Here a control pays one attribute, and the tooltip
 * exists only while it is shown.
 */
import { Tooltip } from "@mantine/core";
import { useEffect, useState } from "react";

const ATTRIBUTE = "data-hint";
const DELAY_ATTRIBUTE = "data-hint-delay";

/** The attributes that give a control its hint; `delay` is how long the pointer rests first. */
export function hintProps(text: string, delay?: number): Record<string, string | undefined> {
  return { [ATTRIBUTE]: text, [DELAY_ATTRIBUTE]: delay === undefined ? undefined : String(delay) };
}

interface Shown {
  target: HTMLElement;
  text: string;
  /** Counts the showings, so each gets a tooltip of its own. */
  seq: number;
}

function hintTarget(node: EventTarget | null): HTMLElement | null {
  return node instanceof Element ? node.closest<HTMLElement>(`[${ATTRIBUTE}]`) : null;
}

/** The one tooltip that shows the hint of the control under the pointer or in focus. */
export function HintTooltip() {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: HTMLElement | null = null;
    let seq = 0;
    const show = (target: HTMLElement, delay: number) => {
      clearTimeout(timer);
      current = target;
      timer = setTimeout(() => {
        const text = target.getAttribute(ATTRIBUTE);
        if (text && target.isConnected) setShown({ target, text, seq: ++seq });
      }, delay);
    };
    const hide = () => {
      clearTimeout(timer);
      current = null;
      setShown(null);
    };
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType === "touch") return;
      const target = hintTarget(event.target);
      if (target && target !== current) show(target, Number(target.getAttribute(DELAY_ATTRIBUTE)));
    };
    const onPointerOut = (event: PointerEvent) => {
      const target = hintTarget(event.target);
      // Moving between the control's own children is not leaving it.
      if (target && target === current && !target.contains(event.relatedTarget as Node | null)) {
        hide();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = hintTarget(event.target);
      // Only a keyboard focus: a click focuses the control it presses, and the hint would cover.
      if (target && target.matches(":focus-visible")) show(target, 0);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && current) hide();
    };
    const listeners: [string, (event: never) => void][] = [
      ["pointerover", onPointerOver],
      ["pointerout", onPointerOut],
      ["focusin", onFocusIn],
      ["focusout", hide],
      ["pointerdown", hide],
      ["keydown", onKeyDown],
    ];
    for (const [type, listener] of listeners) {
      document.addEventListener(type, listener as EventListener, { passive: true });
    }
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) {
        document.removeEventListener(type, listener as EventListener);
      }
    };
  }, []);

  if (!shown) return null;
  // A new tooltip per control, so it is placed beside that control from its first frame.
  return (
    <Tooltip
      key={shown.seq}
      target={shown.target}
      label={shown.text}
      opened
      hideDetached
    />
  );
}
