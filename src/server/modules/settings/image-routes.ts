import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { okEnvelope } from "../../../contract/envelope.js";
import { IMAGE_MAX_BYTES, moduleImage } from "../../../contract/settings.js";
import { AppError } from "../../kernel/errors.js";
import { ownerOf } from "../auth/index.js";
import type { SettingsService } from "./service.js";

const security = [{ bearerAuth: [] }];
const FILE_FIELD = "file";

const uploadForm = z.object({
  [FILE_FIELD]: z.string().check(z.meta({ format: "binary", description: "PNG, JPEG or WebP" })),
});

const tooLarge = () =>
  new AppError("PAYLOAD_TOO_LARGE", `The file cannot exceed ${IMAGE_MAX_BYTES.toLocaleString("en")} bytes`);

/** The multipart plugin's own refusals, mapped to our codes; anything else it throws is a malformed body. */
function uploadError(error: unknown): AppError {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLarge();
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the image as multipart/form-data");
    case "FST_PARTS_LIMIT":
    case "FST_FILES_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new AppError("VALIDATION_ERROR", `Send exactly one file, in the "${FILE_FIELD}" field`);
    default:
      return new AppError("VALIDATION_ERROR", "The multipart body could not be read");
  }
}

/**
 * Reads the one uploaded file. The parser stops at IMAGE_MAX_BYTES (1,000,000 bytes), so a
 * huge upload is refused while streaming and never held in memory or stored.
 */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== FILE_FIELD) {
      throw new AppError("VALIDATION_ERROR", `Send the image in the "${FILE_FIELD}" field`);
    }
    const data = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return data;
  } catch (error) {
    throw error instanceof AppError ? error : uploadError(error);
  }
}

/**
 * POST and DELETE /admin/settings/image. The multipart parser is registered in this scope
 * only: no other route accepts multipart bodies.
 */
export const settingsImageRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  });

  app.post(
    "/settings/image",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Upload the module image: multipart/form-data, field `file`, PNG, JPEG or WebP (checked from " +
          "its bytes), at most 1,000,000 bytes (413 PAYLOAD_TOO_LARGE; 415 UNSUPPORTED_MEDIA_TYPE) and " +
          "4096 × 4096 pixels, read from its header (422 IMAGE_TOO_LARGE)",
        consumes: ["multipart/form-data"],
        // For the OpenAPI document only: the multipart parser reads the body, not the validator.
        body: uploadForm,
        security,
        response: { 200: okEnvelope(moduleImage) },
      },
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request) => {
      const { moduleId } = ownerOf(request);
      const data = await readUploadedFile(request);
      return { success: true as const, data: await service.saveImage(moduleId, data) };
    },
  );

  app.delete(
    "/settings/image",
    {
      schema: {
        tags: ["admin"],
        summary: "Remove the module image (no error when there is none)",
        security,
        response: { 200: okEnvelope(z.object({ deleted: z.boolean() })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.deleteImage(ownerOf(request).moduleId),
    }),
  );
};
