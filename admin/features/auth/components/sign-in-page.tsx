import { useEffect } from "react";
import { Navigate, useNavigate } from "react-router";
import { sessionStore } from "../../../lib/session-store.js";
import { useSession } from "../../../lib/use-session.js";
import { preloadApiClient, signIn } from "../api.js";
import { SignInForm } from "./sign-in-form.js";

/** Signed-in owners visiting sign-in go to the dashboard. */
export function SignInPage() {
  const navigate = useNavigate();
  const token = useSession((state) => state.accessToken);
  useEffect(preloadApiClient, []);
  if (token) return <Navigate to="/admin/dashboard" replace />;
  return (
    <main id="main" className="auth-page">
      <SignInForm
        signIn={signIn}
        onSignedIn={(session, rememberMe) => {
          sessionStore.getState().signIn(session, rememberMe);
          navigate("/admin/dashboard", { replace: true });
        }}
      />
    </main>
  );
}
