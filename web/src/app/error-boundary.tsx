import { Component, type ErrorInfo, type ReactNode } from "react";
import { FullPageError } from "../components/layout/full-page-error";

/** A render crash shows a full-page error with a retry instead of a blank window. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error)
      return <FullPageError message="The page failed to display. Reloading usually helps." />;
    return this.props.children;
  }
}
