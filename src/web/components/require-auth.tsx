import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Navigate } from "../lib/lang-router";
import { PageLoader } from "./page-loader";
import { QueryError } from "./query-error";
import { useMe } from "../lib/session/get-session";
import type { User } from "../lib/session/user";
import { loginPath } from "../lib/session/login-path";

/** Renders its children for a logged-in user; sends a visitor to /login and back. */
export function RequireAuth({ children }: { children: (user: User) => ReactNode }) {
  const me = useMe();
  const location = useLocation();

  if (me.isPending) return <PageLoader />;
  if (me.isError) return <QueryError error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  return <>{children(me.data)}</>;
}
