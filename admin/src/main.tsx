/** Start-up: styles, translations, providers, then the routes. */
import "./first_styles.ts";
import "./styles.css";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { AuthProvider } from "./auth/auth_context.tsx";
import { initI18n } from "./i18n/index.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

await initI18n();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" />
      <AuthProvider>
        <App />
      </AuthProvider>
    </MantineProvider>
  </StrictMode>,
);
