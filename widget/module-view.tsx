import { useLingui } from "@lingui/react";
import { Suspense } from "react";
import type { PublicModule } from "../src/contract/module.js";
import { BookingForm } from "./booking-form.js";
import { Confirmation } from "./lazy-parts.js";
import { useWidgetStore } from "./store-context.js";
import { LanguageMenu } from "./ui/language-menu.js";
import { Message } from "./ui/message.js";
import { useWidgetServices } from "./widget-services.js";

/** The module's header, then the booking form, its confirmation, or why bookings are closed. */
export function ModuleView({ module }: { module: PublicModule }) {
  const { i18n } = useLingui();
  const result = useWidgetStore((state) => state.submit.result);
  const title = module.title || module.companyName;
  // The owner's own words, shown as typed, are in the module's language (docs/decisions/0035-owner-text-in-the-widget.md).
  const owner = module.defaultLanguage;
  const { preview } = useWidgetServices();
  return (
    <>
      {preview ? (
        <p className="cb-preview-banner" role="status">
          <strong>{i18n._("Preview")}</strong> {i18n._("This is how customers see your booking page.")}
        </p>
      ) : null}
      <header className="cb-header">
        <div className="cb-header-text">
          {module.imageUrl ? <img className="cb-header-image" src={module.imageUrl} alt="" /> : null}
          {title ? (
            <h2 className="cb-title" lang={owner}>
              {title}
            </h2>
          ) : null}
          {/* Owner text is rendered as text, never as HTML (docs/security.md). */}
          {module.description ? (
            <p className="cb-description" lang={owner}>
              {module.description}
            </p>
          ) : null}
        </div>
        <LanguageMenu />
      </header>
      {module.holidayMode.active ? (
        module.holidayMode.message ? (
          // The owner's message says it all, in the owner's language: no title of ours above it,
          // which could be in another language.
          <Message tone="info">
            <p lang={owner}>{module.holidayMode.message}</p>
          </Message>
        ) : (
          <Message tone="info" title={i18n._("Bookings are paused")}>
            <p>{i18n._("We are not taking bookings at the moment.")}</p>
          </Message>
        )
      ) : !module.ready ? (
        <Message tone="info" title={i18n._("Bookings are not open")}>
          <p>{i18n._("Online booking is not available yet. Please contact us directly.")}</p>
          {module.phone ? (
            <p>
              <a className="cb-link" href={`tel:${module.phone.replace(/[^\d+]/g, "")}`}>
                {module.phone}
              </a>
            </p>
          ) : null}
        </Message>
      ) : result ? (
        // The form has asked for this chunk on submit (booking-form.tsx): the wait is rarely seen.
        <Suspense fallback={null}>
          <Confirmation result={result} />
        </Suspense>
      ) : (
        <BookingForm module={module} />
      )}
    </>
  );
}
