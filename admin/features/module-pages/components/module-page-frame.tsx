import { useLingui } from "@lingui/react";

/** The frame of an admin page whose screen arrives with a later issue (title and purpose). */
export function ModulePageFrame({ title, purpose }: { title: string; purpose: string }) {
  const { i18n } = useLingui();
  return (
    <section>
      <h1>{title}</h1>
      <p>{purpose}</p>
      <p className="muted">{i18n._("This screen is being built.")}</p>
    </section>
  );
}
