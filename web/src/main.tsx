import "./app/routes/preload-current-page";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { AppErrorBoundary } from "./app/error-boundary";
import { AppProvider } from "./app/provider";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppErrorBoundary>
        <App />
      </AppErrorBoundary>
    </AppProvider>
  </StrictMode>,
);
