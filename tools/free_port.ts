/**
 * A loopback port the system chose as free: bound to port 0 and closed again at once, so the
 * process or server started next binds it (for a program that must know its address before it
 * listens: PUBLIC_URL). `deno task dev` and the tests take their ports here.
 */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}
