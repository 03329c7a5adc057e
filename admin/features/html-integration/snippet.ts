import type { ModuleConfig } from "../../../src/contract/settings.js";

/** Attribute values are the server's own (an http URL, an [a-z0-9] id); escaped all the same. */
const attribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The code the owner pastes into their website (README "Embedding the widget"): no iframe. */
export function embedSnippet(config: Pick<ModuleConfig, "scriptUrl" | "identifier">): string {
  return [
    `<script src="${attribute(config.scriptUrl)}" async></script>`,
    `<chauffeur-booking module="${attribute(config.identifier)}"></chauffeur-booking>`,
  ].join("\n");
}
