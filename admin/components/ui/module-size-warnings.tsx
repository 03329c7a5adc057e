import { useLingui } from "@lingui/react";

/** Below these the widget is cramped (the form, or the form without its map). */
export const MIN_COMFORTABLE_WIDTH = 250;
export const MIN_COMFORTABLE_HEIGHT_WITHOUT_MAP = 450;

/** A height of 0 is automatic (docs/decisions/0124): the widget is as tall as its content, never short. */
export function moduleSizeWarnings(size: { width: number; height: number; showMap: boolean }) {
  return {
    narrow: Number.isFinite(size.width) && size.width > 0 && size.width < MIN_COMFORTABLE_WIDTH,
    short:
      !size.showMap &&
      Number.isFinite(size.height) &&
      size.height > 0 &&
      size.height < MIN_COMFORTABLE_HEIGHT_WITHOUT_MAP,
  };
}

/** The width and height warnings, as inline notes next to the size fields. */
export function ModuleSizeWarnings(props: { width: number; height: number; showMap: boolean }) {
  const { i18n } = useLingui();
  const { narrow, short } = moduleSizeWarnings(props);
  return (
    <>
      {narrow ? (
        <p className="inline-warning" role="status">
          {i18n._("Under {min} px wide, the booking form is cramped and hard to use.", {
            min: MIN_COMFORTABLE_WIDTH,
          })}
        </p>
      ) : null}
      {short ? (
        <p className="inline-warning" role="status">
          {i18n._("Under {min} px high with the map hidden, customers must scroll a lot inside the form.", {
            min: MIN_COMFORTABLE_HEIGHT_WITHOUT_MAP,
          })}
        </p>
      ) : null}
    </>
  );
}
