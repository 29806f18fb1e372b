/**
 * What the signed-in screens need around them and the sign-in screen does not: all of Mantine's
 * styles, the modals manager (confirmations are opened from the layout and the screens) and the
 * layout. One lazily loaded module, so none of it is part of the sign-in screen's load (issue 23).
 */
import "../all_styles.ts";
import { ModalsProvider } from "@mantine/modals";
import { Layout } from "./layout.tsx";

export function SignedInFrame() {
  return (
    <ModalsProvider>
      <Layout />
    </ModalsProvider>
  );
}
