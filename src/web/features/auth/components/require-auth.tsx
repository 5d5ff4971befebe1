import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { QueryError } from "../../../components/query-error";
import { useMe } from "../api/get-me";
import type { User } from "../types/user";
import { loginPath } from "../utils/login-path";

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
