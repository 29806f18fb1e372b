/**
 * The script `deno task dev` adds to every public page (tools/dev_front.ts): it listens to the
 * reload channel, reloads the page when the islands or the server are new, and shows a build's
 * error over the page until the next build succeeds. Styles through the CSSOM, which the public
 * pages' CSP allows (an inline style would not be). `<html data-dev-reload="listening">` says the
 * channel is open (what the dev loop's test waits for before it edits).
 */
export const RELOAD_CLIENT = `
const events = new EventSource("/_dev/events");
events.addEventListener("hello", () => document.documentElement.dataset.devReload = "listening");
events.addEventListener("reload", () => location.reload());
events.addEventListener("build-error", (e) => {
  let box = document.getElementById("ximblox-dev-error");
  if (!box) {
    box = document.createElement("div");
    box.id = "ximblox-dev-error";
    box.setAttribute("role", "alert");
    box.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;" +
      "background:rgba(20,20,20,.92);color:#fff;font:14px/1.5 ui-monospace,monospace";
    const title = document.createElement("h2");
    title.textContent = "Build error (deno task dev)";
    title.style.cssText = "color:#ff8a80;margin:0 0 1rem;font:inherit;font-weight:bold";
    const text = document.createElement("pre");
    text.style.cssText = "white-space:pre-wrap;margin:0";
    box.append(title, text);
    document.body.append(box);
  }
  box.querySelector("pre").textContent = JSON.parse(e.data);
});
`;
