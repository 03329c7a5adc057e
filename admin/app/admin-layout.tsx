import { useLingui } from "@lingui/react";
import { Suspense, useState } from "react";
import { NavLink, Outlet, useNavigate } from "react-router";
import { NEW_ACCOUNT_NAME } from "../../src/contract/auth.js";
import { signOutHere } from "../features/account/api.js";
import {
  AccountButton,
  ContactButton,
  ModuleOverviewButton,
} from "../features/account/components/layout-actions.js";
import { useStoredLanguage } from "../features/account/components/use-stored-language.js";
import { MySubscriptionButton } from "../features/subscription/components/my-subscription-button.js";
import { SubscriptionBanner } from "../features/subscription/components/subscription-banner.js";
import { WelcomeDialog } from "../features/welcome/components/welcome-dialog.js";
import { useSession } from "../lib/use-session.js";
import { LanguageSelect } from "./language-select.js";
import { navigation } from "./navigation.js";
import { PageLoading } from "./page-loading.js";

/** Sidebar plus top bar; the sidebar folds behind a button on small screens. */
export function AdminLayout() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  // A new account shows its e-mail until the welcome dialog gives it a name.
  const name = useSession((state) => (state.name !== NEW_ACCOUNT_NAME && state.name) || state.email);
  const [menuOpen, setMenuOpen] = useState(false);
  const nav = navigation(i18n);
  useStoredLanguage();
  const link = (item: { to: string; label: string }) => (
    <li key={item.to}>
      <NavLink to={item.to} onClick={() => setMenuOpen(false)}>
        {item.label}
      </NavLink>
    </li>
  );

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        {i18n._("Skip to content")}
      </a>
      <header className="top-bar">
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {i18n._("Menu")}
        </button>
        <span className="brand">Chauffeur Booking</span>
        <span className="top-bar-spacer" />
        <LanguageSelect />
        <span className="account-name">{name}</span>
        <AccountButton />
        <MySubscriptionButton />
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            void signOutHere();
            navigate("/auth/sign-in");
          }}
        >
          {i18n._("Log out")}
        </button>
      </header>
      <nav id="sidebar" className={menuOpen ? "sidebar open" : "sidebar"} aria-label={i18n._("Main menu")}>
        <ul>{nav.bookings.map(link)}</ul>
        <h2 className="sidebar-group">{i18n._("Module")}</h2>
        <ul>{nav.module.map(link)}</ul>
        <div className="sidebar-actions">
          <ModuleOverviewButton />
          <ContactButton />
        </div>
      </nav>
      <main id="main" className="admin-main" tabIndex={-1}>
        <SubscriptionBanner />
        {/* Inside <main>: the shell stays (and keeps the focus) while a page's chunk loads. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <WelcomeDialog />
    </div>
  );
}
