/** The public site. Pages by slug arrive with the pages capability; until then a welcome page. */
import { Hono } from "hono";
import { renderToString } from "preact-render-to-string";
import type { AppEnv } from "./_env.ts";

function Shell(props: { title: string; siteName: string; children: preact.ComponentChildren }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${props.title} | ${props.siteName}`}</title>
        <link rel="stylesheet" href="/static/site.css" />
      </head>
      <body>
        <main id="main">{props.children}</main>
      </body>
    </html>
  );
}

function page(node: preact.VNode): string {
  return "<!doctype html>" + renderToString(node);
}

export const site = new Hono<AppEnv>()
  .get("/", (c) => {
    const siteName = c.var.deps.config.siteName;
    return c.html(page(
      <Shell title="Welcome" siteName={siteName}>
        <h1>{siteName}</h1>
        <p>No pages have been published yet.</p>
        <p>
          <a href="/cmsadmin/">Sign in to the admin</a> to build the site.
        </p>
      </Shell>,
    ));
  })
  .get("*", (c) => {
    const siteName = c.var.deps.config.siteName;
    return c.html(
      page(
        <Shell title="Page not found" siteName={siteName}>
          <h1>Page not found</h1>
          <p>
            <a href="/">Go to the home page</a>
          </p>
        </Shell>,
      ),
      404,
    );
  });
