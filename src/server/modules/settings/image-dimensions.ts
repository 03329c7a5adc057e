import { imageSize } from "image-size";
import { IMAGE_MAX_PIXELS } from "../../../contract/settings.js";
import { AppError } from "../../kernel/errors.js";

/**
 * Refuses an image whose header announces more than IMAGE_MAX_PIXELS wide or high. Only the
 * header is read (image-size parses the PNG IHDR, the JPEG frame marker, the WebP chunk header),
 * never the pixels: a "decompression bomb" of a few kilobytes announcing 100,000 × 100,000 pixels
 * would take gigabytes in any browser or tool that decodes it. A header that cannot be read is
 * not an image we can vouch for either.
 */
export function assertImageDimensions(bytes: Uint8Array): { width: number; height: number } {
  let size: { width?: number; height?: number };
  try {
    // A copy of exactly these bytes: image-size reads through the view's underlying ArrayBuffer,
    // so a short upload sitting in a larger pooled buffer was "measured" from whatever followed
    // it (a 16-byte PNG once read as 4294967295 × 4294967295 instead of unreadable).
    size = imageSize(new Uint8Array(bytes));
  } catch {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The image's header cannot be read");
  }
  const { width, height } = size;
  if (!width || !height) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The image's header cannot be read");
  if (width > IMAGE_MAX_PIXELS || height > IMAGE_MAX_PIXELS) {
    throw new AppError(
      "IMAGE_TOO_LARGE",
      `The image cannot exceed ${IMAGE_MAX_PIXELS} × ${IMAGE_MAX_PIXELS} pixels (this one is ${width} × ${height})`,
    );
  }
  return { width, height };
}
