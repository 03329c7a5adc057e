import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSession } from "../lib/use-session.js";

/** A missing access token on an admin page sends the owner to sign-in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.accessToken);
  return token ? children : <Navigate to="/auth/sign-in" replace />;
}
