/**
 * A rendered page inside a sandboxed frame without scripts (srcdoc, so it works under the admin's
 * security headers). Links open outside the frame. The frame keeps its scroll position when new
 * HTML arrives, and a click on a block (`data-block-key`, drawn by the renderer in previews) is
 * reported: the listener is the admin's own, attached from outside, so the page still runs none.
 */
import { useEffect, useRef } from "react";

export interface PreviewFrameProps {
  html: string;
  title: string;
  onBlockClick?(key: string): void;
  height?: string;
}

/** The HTML with a base target, so links inside the frame open in a new window. */
export function framed(html: string): string {
  return html.replace(/<head([^>]*)>/i, `<head$1><base target="_blank">`);
}

export function PreviewFrame({ html, title, onBlockClick, height = "75vh" }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const scroll = useRef(0);
  const onClick = useRef(onBlockClick);
  onClick.current = onBlockClick;

  // Remember where the reader was before the new HTML replaces the document.
  useEffect(() => () => {
    scroll.current = frame.current?.contentWindow?.scrollY ?? scroll.current;
  }, [html]);

  function onLoad() {
    const win = frame.current?.contentWindow;
    const doc = frame.current?.contentDocument;
    if (!win || !doc) return;
    win.scrollTo(0, scroll.current);
    doc.addEventListener("click", (event) => {
      const target = event.target as Element | null;
      const block = target?.closest?.("[data-block-key]");
      if (!block || !onClick.current) return;
      // A click on a block leads to its editor; links in the frame still work with a modifier.
      if (target?.closest("a") && (event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      onClick.current(block.getAttribute("data-block-key") ?? "");
    });
    if (onClick.current) {
      const style = doc.createElement("style");
      style.textContent =
        "[data-block-key]{cursor:pointer}[data-block-key]:hover{outline:2px dashed #228be6;outline-offset:2px}";
      doc.head.append(style);
    }
  }

  return (
    <iframe
      ref={frame}
      title={title}
      srcDoc={framed(html)}
      onLoad={onLoad}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      style={{ width: "100%", height, border: 0, display: "block", background: "#fff" }}
    />
  );
}
