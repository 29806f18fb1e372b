const areas = ["auth","user","page","medialib","settings","menu","tags","search","news","forms","newsletter","audit","reports"];
for (const a of areas) {
  const mod = await import(`../routes/api/${a}.ts`);
  const app = mod[a];
  console.log(`\n##### ${a}`);
  for (const r of app.routes) {
    const src = r.handler.toString().replace(/\s+/g, " ");
    const names = [...new Set([...src.matchAll(/(?:jsonBody|parseInput|parseQuery|formBody)\(\s*(?:c,\s*)?([A-Za-z_.]+)/g)].map(m=>m[1]))];
    const calls = [...new Set([...src.matchAll(/await ([a-zA-Z]+)\(/g)].map(m=>m[1]))].filter(x=>!["jsonBody","next"].includes(x));
    console.log(`${r.method} /api/ximblox/${a}${r.path === "/" ? "" : r.path} | body: ${names.join(",")} | calls: ${calls.join(",")} | ${src.slice(0,260)}`);
  }
}
