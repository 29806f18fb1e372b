/**
 * Real OpenID providers on loopback for the single sign-on tests (issue 31).
 *
 * - {@link startOidcProvider}: `oidc-provider` (the certified Node implementation) with one static
 *   client, accounts whose claims the test sets (a role claim among them), and interactions
 *   completed at once as the account the test names next (no login page to fill).
 * - {@link startTokenForger}: a tiny issuer of its own (discovery, keys, authorize, token) whose
 *   ID tokens are signed with `jose` as the test asks: for another audience, expired, or with a
 *   key it does not publish. Real HTTP both; nothing of Ximblox's is stood in for.
 */
import { createServer, type Server } from "node:http";
// @ts-types="npm:@types/oidc-provider@^9"
import Provider from "oidc-provider";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export const OIDC_CLIENT_ID = "ximblox-test";
export const OIDC_CLIENT_SECRET = "ximblox-test-secret-0123456789abcdef";
/** The claim the tests map to roles. */
export const ROLE_CLAIM = "groups";

export type Claims = Record<string, unknown>;

export interface TestIssuer {
  issuer: string;
  /** Accounts by subject: their claims (email, email_verified, name, groups…). */
  accounts: Map<string, Claims>;
  /** The account the next interaction signs in as. */
  next: string | null;
  close(): Promise<void>;
}

/**
 * `redirectUris`: the client's redirect URIs, or a function answering them, called at the first
 * request (a browser test's server learns its address only after the issuer's is known).
 */
export async function startOidcProvider(
  redirectUris: string | (() => string[]),
): Promise<TestIssuer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, Claims>();
  const t: TestIssuer = {
    issuer,
    accounts,
    next: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const make = () =>
    new Provider(issuer, {
      clients: [{
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: typeof redirectUris === "string" ? [redirectUris] : redirectUris(),
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      }],
      jwks: { keys: [jwk] },
      pkce: { required: () => true },
      claims: {
        openid: ["sub"],
        email: ["email", "email_verified"],
        profile: ["name", ROLE_CLAIM],
      },
      // The scopes' claims in the ID token itself, as Entra ID and Google send them.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
      cookies: { keys: ["oidc-test-cookie-key"] },
      findAccount: (_ctx: unknown, sub: string) => {
        const claims = accounts.get(sub);
        return claims && { accountId: sub, claims: () => ({ sub, ...claims }) };
      },
    });
  let provider: Provider | null = null;
  let handle: ReturnType<Provider["callback"]> | null = null;
  server.on("request", async (req, res) => {
    provider ??= make();
    handle ??= provider.callback();
    if (!req.url?.startsWith("/interaction/")) return handle(req, res);
    // The person signs in as `next` and agrees to what the client asks, at once.
    try {
      const details = await provider!.interactionDetails(req, res);
      const accountId = t.next;
      if (!accountId) throw new Error("no account to sign in as: set issuer.next");
      const grant = new provider!.Grant({ accountId, clientId: OIDC_CLIENT_ID });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider!.interactionFinished(req, res, {
        login: { accountId },
        consent: { grantId },
      }, { mergeWithLastSubmission: false });
    } catch (err) {
      res.statusCode = 500;
      res.end(String(err));
    }
  });
  return t;
}

/**
 * Follows the issuer's redirects from an authorization URL, keeping its cookies as a browser
 * would, until it sends the browser back to `redirectUri`: answers that address (with the code).
 */
export async function throughIssuer(authorizationUrl: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  for (let hops = 0; hops < 10; hops++) {
    if (url.href.startsWith(redirectUri)) return url;
    const res = await fetch(url, {
      redirect: "manual",
      headers: { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    await res.body?.cancel();
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get("Location");
    if (!location) throw new Error(`the issuer answered ${res.status} at ${url}`);
    url = new URL(location, url);
  }
  throw new Error("too many redirects at the issuer");
}

/** What the forger's next ID token gets wrong (or right: nothing set). */
export interface Forgery {
  aud?: string;
  /** Seconds from now; negative: expired. */
  expiresIn?: number;
  /** Signed with a key the issuer does not publish. */
  foreignKey?: boolean;
}

export interface TokenForger {
  issuer: string;
  claims: Claims;
  forgery: Forgery;
  close(): Promise<void>;
}

/** A minimal issuer whose ID tokens are what the test asks (see {@link Forgery}). */
export async function startTokenForger(redirectUri: string, claims: Claims): Promise<TokenForger> {
  const key = await generateKeyPair("ES256");
  const foreign = await generateKeyPair("ES256");
  const jwk = { ...(await exportJWK(key.publicKey)), kid: "k1", alg: "ES256", use: "sig" };
  const nonces = new Map<string, string>();
  const forger: TokenForger = { issuer: "", claims, forgery: {}, close: () => server.shutdown() };
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    const issuer = forger.issuer;
    switch (url.pathname) {
      case "/.well-known/openid-configuration":
        return Response.json({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["ES256"],
          code_challenge_methods_supported: ["S256"],
        });
      case "/jwks":
        return Response.json({ keys: [jwk] });
      case "/authorize": {
        const code = crypto.randomUUID();
        nonces.set(code, url.searchParams.get("nonce") ?? "");
        const back = new URL(redirectUri);
        back.searchParams.set("code", code);
        back.searchParams.set("state", url.searchParams.get("state") ?? "");
        return Response.redirect(back, 302);
      }
      case "/token": {
        const form = await req.formData();
        const code = String(form.get("code"));
        const { aud, expiresIn = 300, foreignKey } = forger.forgery;
        const now = Math.floor(Date.now() / 1000);
        const idToken = await new SignJWT({ ...forger.claims, nonce: nonces.get(code) })
          .setProtectedHeader({ alg: "ES256", kid: "k1" })
          .setIssuer(issuer)
          .setAudience(aud ?? String(form.get("client_id")))
          .setIssuedAt(now - 600)
          .setExpirationTime(now + expiresIn)
          .sign(foreignKey ? foreign.privateKey : key.privateKey);
        return Response.json({ access_token: "at", token_type: "Bearer", id_token: idToken });
      }
    }
    return new Response("not found", { status: 404 });
  });
  forger.issuer = `http://127.0.0.1:${server.addr.port}`;
  return forger;
}
