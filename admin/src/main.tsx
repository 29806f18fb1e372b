/** Start-up: styles, translations, providers, then the routes. */
import "./first_styles.ts";
import "./styles.css";
import { MantineProvider } from "@mantine/core";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, prefetchOpenedRoute } from "./app.tsx";
import { AuthProvider } from "./auth/auth_context.tsx";
import { NotificationsOnDemand } from "./components/notifications_on_demand.tsx";
import { initI18n } from "./i18n/index.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

// The first strings are asked for first: they are small and every screen waits for them.
const strings = initI18n();
prefetchOpenedRoute();
await strings;

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <NotificationsOnDemand />
      <AuthProvider>
        <App />
      </AuthProvider>
    </MantineProvider>
  </StrictMode>,
);
