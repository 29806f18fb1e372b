/**
 * The content API's OpenAPI 3.1 document, generated from its zod schemas (content_api.ts) with
 * zod 4's own `z.toJSONSchema` (JSON Schema 2020-12, which OpenAPI 3.1 uses as it is): each
 * schema with a `meta({id})` becomes a component, referred to by `$ref`. Block props are given
 * as their type's input schema (what a stored block holds: the schemas' transforms sanitise and
 * fill defaults, they change no shape), anything a JSON schema cannot say as "any value".
 */
import { z } from "zod";
import {
  API_TOKEN_PREFIX,
  CONTENT_API_BASE,
  CONTENT_API_DEFAULT_LIMIT,
  CONTENT_API_MAX_LIMIT,
  CONTENT_API_SCHEMAS,
} from "./content_api.ts";
import { LOCALES } from "./locales.ts";
import { MENU_NAMES } from "./menus.ts";
import { PAGE_TYPE_NAMES } from "./page_types/names.ts";

type Json = Record<string, unknown>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** The schemas of the answers, each a component under its id (and those they refer to). */
function components(): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const s of CONTENT_API_SCHEMAS) registry.add(s, { id: (s.meta() as { id: string }).id });
  const out = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
    cycles: "ref",
    reused: "inline",
  }) as { schemas: Record<string, Json> };
  const schemas: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(out.schemas)) {
    const { $schema: _, $id: __, ...rest } = schema;
    schemas[id] = rest;
  }
  return schemas;
}

function json(schemaID: string, description: string) {
  return { description, content: { "application/json": { schema: ref(schemaID) } } };
}

const ERRORS = {
  "304": { description: "Not modified: the `If-None-Match` ETag is still current." },
  "400": json("Error", "A query that is not valid (`V_12`, `V_11`, a cursor `CAPI_04`)."),
  "401": json("Error", "No token (`CAPI_01`), or one not valid, expired or revoked (`CAPI_02`)."),
  "404": json("Error", "Not published, or outside the token's scope (`NF_01`)."),
  "429": {
    ...json("Error", "Too many requests with this token (`CAPI_03`); see `Retry-After`."),
    headers: { "Retry-After": { schema: { type: "integer" } } },
  },
};

const ETAG_HEADERS = {
  ETag: { schema: { type: "string" }, description: "Send it back as `If-None-Match`." },
  "Cache-Control": { schema: { type: "string" } },
};

function get(summary: string, parameters: Json[], answer: string, description: string) {
  return {
    get: {
      summary,
      parameters: [
        ...parameters,
        {
          name: "If-None-Match",
          in: "header",
          required: false,
          schema: { type: "string" },
        },
      ],
      responses: { "200": { ...json(answer, description), headers: ETAG_HEADERS }, ...ERRORS },
    },
  };
}

const pathParam = (name: string, schema: Json, description?: string) => ({
  name,
  in: "path",
  required: true,
  schema,
  ...description ? { description } : {},
});
const queryParam = (name: string, schema: Json, description: string) => ({
  name,
  in: "query",
  required: false,
  schema,
  description,
});

const localeSchema = { type: "string", enum: [...LOCALES] };

/** The document, with `publicUrl` as its server. */
export function contentApiDocument(publicUrl: string, version: string): Json {
  return {
    openapi: "3.1.0",
    info: {
      title: "Ximblox content API",
      version,
      description: "Published pages, menus and library files, read with an API token made in " +
        "Configuration → API tokens (`Authorization: Bearer " + API_TOKEN_PREFIX + "…`). A " +
        "token sees only its locales and page types; anything else answers 404.",
    },
    servers: [{ url: new URL(CONTENT_API_BASE, publicUrl).href }],
    security: [{ bearer: [] }],
    paths: {
      "/pages": get(
        "Published pages, a page at a time",
        [
          queryParam("locale", localeSchema, "Default: the site's default locale."),
          queryParam("type", {
            type: "string",
            enum: PAGE_TYPE_NAMES.map((t) => t.id),
          }, "Only pages of this type."),
          queryParam("tag", { type: "string", maxLength: 50 }, "Only pages with this public tag."),
          queryParam(
            "updatedSince",
            { type: "string", format: "date-time" },
            "Only pages published at or after this time.",
          ),
          queryParam("limit", {
            type: "integer",
            minimum: 1,
            maximum: CONTENT_API_MAX_LIMIT,
            default: CONTENT_API_DEFAULT_LIMIT,
          }, "At most this many pages; a page may hold fewer (filters), go on while `nextCursor`."),
          queryParam("cursor", { type: "string" }, "The `nextCursor` of the page before."),
        ],
        "ContentPageList",
        "Pages in address order.",
      ),
      "/pages/by-slug/{locale}/{slug}": get(
        "A published page by its address",
        [
          pathParam("locale", localeSchema),
          pathParam(
            "slug",
            { type: "string" },
            "The slug, slashes included (`about/team`); `/` for the home page.",
          ),
        ],
        "ContentPage",
        "The page.",
      ),
      "/pages/{id}": get(
        "A published page by its id",
        [pathParam("id", { type: "integer", minimum: 1 })],
        "ContentPage",
        "The page.",
      ),
      "/menus/{locale}/{name}": get(
        "A menu as the site draws it",
        [
          pathParam("locale", localeSchema),
          pathParam("name", { type: "string", enum: [...MENU_NAMES] }),
        ],
        "ContentMenu",
        "The menu's items, links resolved to published pages.",
      ),
      "/media/{id}": get(
        "A library file that a published page shows (or that is shared)",
        [pathParam("id", { type: "integer", minimum: 1 })],
        "ContentMedia",
        "The file's metadata and addresses.",
      ),
    },
    components: {
      schemas: components(),
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
  };
}
