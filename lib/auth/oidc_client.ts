/**
 * The OpenID Connect client (issue 31), through `openid-client`: the authorization URL of a
 * code flow with PKCE, state and nonce, and the code's exchange, whose ID token is checked for
 * issuer, audience, expiry, nonce and signature (`enableNonRepudiationChecks`: the signature
 * against the issuer's published keys, not only the TLS of the token endpoint).
 *
 * The issuer's discovery document is read once per process and kept (with the keys, which
 * openid-client caches itself): no other request path waits on the issuer (issue 27).
 */
import * as client from "openid-client";
import type { OidcConfig } from "../config.ts";

export const OIDC_SCOPE = "openid email profile";

/** Why a sign-in at the issuer did not complete; the route turns each into a catalogue code. */
export class OidcFailure extends Error {
  constructor(readonly kind: "unreachable" | "refused" | "invalid", message: string) {
    super(message);
  }
}

const discovered = new Map<string, Promise<client.Configuration>>();

function configurationOf(config: OidcConfig): Promise<client.Configuration> {
  const key = `${config.issuer}\n${config.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const insecure = new URL(config.issuer).protocol === "http:"; // loopback only (lib/config.ts)
    found = client.discovery(
      new URL(config.issuer),
      config.clientId,
      undefined,
      config.clientSecret ? client.ClientSecretPost(config.clientSecret) : client.None(),
      {
        execute: [
          client.enableNonRepudiationChecks,
          ...(insecure ? [client.allowInsecureRequests] : []),
        ],
      },
    );
    discovered.set(key, found);
    // A failed discovery is not kept: the next sign-in tries again.
    found.catch(() => discovered.delete(key));
  }
  return found.catch((err) => {
    throw new OidcFailure("unreachable", `discovery of ${config.issuer}: ${String(err)}`);
  });
}

export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Fresh values for one sign-in. */
export function newOidcChecks(): OidcChecks {
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

export async function oidcAuthorizationUrl(
  config: OidcConfig,
  redirectUri: string,
  checks: OidcChecks,
): Promise<URL> {
  const configuration = await configurationOf(config);
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: OIDC_SCOPE,
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: "S256",
  });
}

/**
 * Exchanges the code of the callback (`callbackUrl`: the redirect URI with the issuer's query)
 * and answers the verified ID token's claims.
 */
export async function oidcCodeGrant(
  config: OidcConfig,
  callbackUrl: URL,
  checks: OidcChecks,
): Promise<client.IDToken> {
  const configuration = await configurationOf(config);
  try {
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("no ID token");
    return claims;
  } catch (err) {
    if (err instanceof client.AuthorizationResponseError) {
      throw new OidcFailure("refused", `${err.error}: ${err.error_description ?? ""}`);
    }
    throw new OidcFailure("invalid", String(err));
  }
}
