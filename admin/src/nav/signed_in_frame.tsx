/**
 * What the signed-in screens need around them and the sign-in screen does not: the styles of the
 * layout and the dashboard, the modals manager (confirmations are opened from the layout and the
 * screens), the layout, and the one tooltip of every hinted control
 * (../components/hint_tooltip.tsx). One lazily loaded module, so none of it is part of the sign-in
 * screen's load (issue 23). Every other screen brings the rest of Mantine's styles with its code
 * (../components/lazy_screen.tsx), as does the dashboard's add-user dialog.
 */
import "../frame_styles.ts";
import { ModalsProvider } from "@mantine/modals";
import { HintTooltip } from "../components/hint_tooltip.tsx";
import { Layout } from "./layout.tsx";

export function SignedInFrame() {
  return (
    <ModalsProvider>
      <Layout />
      <HintTooltip />
    </ModalsProvider>
  );
}
