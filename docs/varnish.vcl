vcl 4.1;
#
# Varnish 7 in front of Ximblox (README, "A CDN in front"). Needs vmod xkey from varnish-modules
# (Debian: apt-get install varnish varnish-modules). Start Ximblox with
#
#   CDN=varnish CDN_PURGE_URL=http://127.0.0.1:6081/ deno task start
#
# (CDN_PURGE_URL: where this Varnish listens) and Varnish with this file, e.g.
#
#   varnishd -a :6081 -f /etc/varnish/ximblox.vcl -s malloc,256m
#
# What it keeps is what Ximblox marks for shared caches (`s-maxage`: public pages, their 404s,
# the news API, the sitemap), each with the tags in its `xkey` header; every change that alters
# a public answer sends `PURGE` with the tags it touched in `xkey-purge`, and every object that
# carries one of them goes at once. Signed-in browsers always reach Ximblox.

import xkey;

# Ximblox: the address and PORT it listens on (one backend; for several processes, a director).
backend ximblox {
    .host = "127.0.0.1";
    .port = "8000";
}

# Who may purge: the Ximblox processes.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "No xkey-purge header"));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.n-gone));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A signed-in browser (the session cookie) is answered by Ximblox, never from the cache.
    if (req.http.Cookie ~ "(^|;)\s*xb_session=" || req.http.Authorization) {
        return (pass);
    }
    # The admin and the API (but the public news cards): never kept (Ximblox says no-store too).
    if (req.url ~ "^/cmsadmin" || (req.url ~ "^/api/" && req.url !~ "^/api/ximblox/news/?(\?|$)")) {
        return (pass);
    }
    # What Ximblox lets a shared cache keep is the same for every visitor: other cookies (the
    # admin's CSRF cookie) would only split the cache.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_backend_response {
    # Only what Ximblox marks for shared caches is kept; anything else (redirects, search
    # results, files) passes as it came. A cookie-setting answer is never kept.
    if (beresp.http.Cache-Control !~ "s-maxage=" || beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # s-maxage is the time to live and stale-while-revalidate the grace: Varnish reads both.
}

sub vcl_deliver {
    # Whether the answer came from the cache, for operators and the tests.
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The tags are for Varnish, not for browsers.
    unset resp.http.xkey;
}
