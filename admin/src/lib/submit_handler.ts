import type { FormEvent } from "react";

/**
 * A form's submit handler: the browser's own submission is stopped (the screen sends it through
 * the API), then `submit` runs; what it answers is the screen's to show, so it is not awaited.
 */
export function onSubmitting(submit: () => unknown): (e: FormEvent) => void {
  return (e) => {
    e.preventDefault();
    void submit();
  };
}
