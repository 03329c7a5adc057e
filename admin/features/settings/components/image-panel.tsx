import { type ChangeEvent, useId, useRef, useState } from "react";
import { isApiError } from "../../../../src/client/index.js";
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from "../../../../src/contract/settings.js";
import { notifyError } from "../../../components/ui/notices.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { Panel } from "../../../components/ui/panel.js";
import type { SettingsApi } from "../api.js";
import { useSettingsField } from "./use-settings-field.js";

/**
 * The image at the top of the booking form: images only, under
 * 1,000,000 bytes, checked here before anything is sent; uploaded as soon as it is chosen.
 */
export function ImagePanel({
  imageUrl,
  client,
  onChange,
}: {
  imageUrl: string | null;
  client: Pick<SettingsApi, "uploadImage" | "deleteImage">;
  onChange(imageUrl: string | null): void;
}) {
  const { i18n } = useSettingsField();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);

  const tooLarge = () =>
    notify({ kind: "warning", title: i18n._("File too large"), text: i18n._("The file cannot exceed 1MB.") });
  const tooManyPixels = () => {
    const side = new Intl.NumberFormat(i18n.locale).format(IMAGE_MAX_PIXELS);
    notify({
      kind: "warning",
      title: i18n._("Image too large"),
      text: i18n._("The image cannot exceed {side} × {side} pixels.", { side }),
    });
  };
  const notAnImage = () =>
    notify({
      kind: "warning",
      title: i18n._("Not an image"),
      text: i18n._("Choose a PNG, JPEG or WebP image."),
    });

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again after a refusal fires a change again.
    event.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) return notAnImage();
    if (file.size > IMAGE_MAX_BYTES) return tooLarge();
    setPending(true);
    try {
      const saved = await client.uploadImage(file);
      onChange(saved.imageUrl);
      notify({ kind: "success", title: i18n._("Success"), text: i18n._("Image saved.") });
    } catch (failure) {
      if (isApiError(failure, "PAYLOAD_TOO_LARGE")) tooLarge();
      else if (isApiError(failure, "IMAGE_TOO_LARGE")) tooManyPixels();
      else if (isApiError(failure, "UNSUPPORTED_MEDIA_TYPE")) notAnImage();
      else notifyError(i18n);
    } finally {
      setPending(false);
    }
  }

  async function remove() {
    setPending(true);
    try {
      await client.deleteImage();
      onChange(null);
      notify({ kind: "success", title: i18n._("Success"), text: i18n._("Image deleted.") });
      input.current?.focus();
    } catch {
      notifyError(i18n);
    } finally {
      setPending(false);
    }
  }

  return (
    <Panel title={i18n._("Form image")}>
      {imageUrl ? (
        <img
          className="form-image-preview"
          src={imageUrl}
          alt={i18n._("The current image of your booking form")}
        />
      ) : (
        <p className="muted">{i18n._("No image yet.")}</p>
      )}
      <div className="field">
        <label htmlFor={inputId}>{imageUrl ? i18n._("Replace the image") : i18n._("Choose an image")}</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(",")}
          onChange={upload}
          disabled={pending}
          aria-describedby={`${inputId}-hint`}
        />
        <p id={`${inputId}-hint`} className="field-hint">
          {i18n._("PNG, JPEG or WebP, under 1 MB.")}
        </p>
      </div>
      {imageUrl ? (
        <div className="button-row">
          <button type="button" className="button-secondary" onClick={remove} disabled={pending}>
            {i18n._("Delete the image")}
          </button>
        </div>
      ) : null}
    </Panel>
  );
}
