import { useLingui } from "@lingui/react";
import { Link } from "react-router";

/** Page not found, with a back link to the bookings page. */
export function NotFoundPage() {
  const { i18n } = useLingui();
  return (
    <main id="main" className="auth-page">
      <div className="card auth-card">
        <h1>{i18n._("Page Not Found")}</h1>
        <p>{i18n._("The page you are looking for does not exist.")}</p>
        <Link to="/admin/dashboard">{i18n._("Back to bookings")}</Link>
      </div>
    </main>
  );
}
