/**
 * What the signed-in screens need around them and the sign-in screen does not: the styles of the
 * layout and the dashboard, the modals manager (confirmations are opened from the layout and the
 * screens) and the layout. One lazily loaded module, so none of it is part of the sign-in screen's
 * load (issue 23). The rest of Mantine's styles follow once the browser is idle, for the dialogs
 * the dashboard opens; every other screen brings them with its code (../nav/lazy_screen.tsx).
 */
import "../frame_styles.ts";
import { ModalsProvider } from "@mantine/modals";
import { useEffect } from "react";
import { loadAllStyles } from "../nav/lazy_screen.tsx";
import { Layout } from "./layout.tsx";

export function SignedInFrame() {
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => void loadAllStyles());
  }, []);
  return (
    <ModalsProvider>
      <Layout />
    </ModalsProvider>
  );
}
