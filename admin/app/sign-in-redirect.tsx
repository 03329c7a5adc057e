import { useEffect } from "react";
import { loadDocument } from "../lib/load-document.js";
import { PageLoading } from "./page-loading.js";

/** The sign-in page's address */
export const SIGN_IN_PATH = "/auth/sign-in";

/**
 * Sign-in is not a page of this app: the server answers it with plain HTML and a small script, so
 * it paints without React (docs/decisions/0064-sign-in-without-react.md). Reaching it from inside
 * the admin (sign-out, a lost session, a guard, a link) loads that page.
 */
export function SignInRedirect() {
  useEffect(() => loadDocument(SIGN_IN_PATH), []);
  return <PageLoading />;
}
