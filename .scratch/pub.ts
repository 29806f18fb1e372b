import { seo } from "../routes/seo.ts";
import { media } from "../routes/media.ts";
import { publicForms } from "../routes/public_forms.tsx";
import { newsletterPages } from "../routes/newsletter.tsx";
for (const [n, a] of Object.entries({ seo, media, publicForms, newsletterPages })) {
  for (const r of (a as any).routes) console.log(n, r.method, r.path);
}
