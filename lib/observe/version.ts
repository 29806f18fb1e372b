/**
 * The app's version: deno.json's "version" (semantic versioning; CHANGELOG.md says what each one
 * changed, and a release is tagged `v<version>`). Shown by `/readyz`, `/metrics`
 * (`ximblox_build_info`) and the admin's navigation, so an operator sees which release answers.
 */
import project from "../../deno.json" with { type: "json" };

export const VERSION: string = project.version;
