/**
 * The handle between the editor and the live preview: drag it, or focus it and use the arrow keys
 * (Home and End for the limits). The width is remembered on this device. `SplitView` puts the
 * editor and the preview on either side of it.
 */
import { type ReactNode, useCallback, useEffect, useState } from "react";

const STORAGE_KEY = "ximblox.previewWidth";
export const MIN_WIDTH = 320;
const STEP = 40;

function storedWidth(fallback: number): number {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isFinite(value) && value >= MIN_WIDTH ? value : fallback;
  } catch {
    return fallback;
  }
}

/** The preview's width in pixels, kept within [MIN_WIDTH, max] and remembered. */
export function usePreviewWidth(max: number): [number, (width: number) => void] {
  const [width, setWidth] = useState(() => storedWidth(Math.round(innerWidth * 0.4)));
  const limit = useCallback((w: number) => Math.round(Math.max(MIN_WIDTH, Math.min(max, w))), [
    max,
  ]);
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, String(width));
    } catch {
      // Not remembered; the width still applies now.
    }
  }, [width]);
  return [limit(width), (w: number) => setWidth(limit(w))];
}

export interface PreviewSplitterProps {
  width: number;
  max: number;
  label: string;
  onWidth(width: number): void;
}

export function PreviewSplitter({ width, max, label, onWidth }: PreviewSplitterProps) {
  function onPointerDown(e: React.PointerEvent<HTMLDivElement>) {
    e.preventDefault();
    const startX = e.clientX;
    const startWidth = width;
    const handle = e.currentTarget;
    handle.setPointerCapture(e.pointerId);
    const move = (ev: PointerEvent) => onWidth(startWidth + (startX - ev.clientX));
    const up = () => {
      handle.removeEventListener("pointermove", move);
      handle.removeEventListener("pointerup", up);
    };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", up);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    // The preview sits on the right: moving the handle left makes it wider.
    const next = e.key === "ArrowLeft"
      ? width + STEP
      : e.key === "ArrowRight"
      ? width - STEP
      : e.key === "Home"
      ? max
      : e.key === "End"
      ? MIN_WIDTH
      : null;
    if (next === null) return;
    e.preventDefault();
    onWidth(next);
  }

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={max}
      aria-valuenow={width}
      tabIndex={0}
      className="preview-splitter"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}

/** The editor beside the live preview, with a handle between them to resize it. */
export function SplitView(
  { main, side, label }: { main: ReactNode; side: ReactNode; label: string },
) {
  const max = Math.max(MIN_WIDTH, Math.round(innerWidth * 0.7));
  const [width, setWidth] = usePreviewWidth(max);
  return (
    <div className="editor-split">
      <div className="editor-split-main">{main}</div>
      <PreviewSplitter width={width} max={max} label={label} onWidth={setWidth} />
      <div className="editor-split-side" style={{ width }}>{side}</div>
    </div>
  );
}
