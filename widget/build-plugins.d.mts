// Types of the widget build's plugins that tests call (build-plugins.mjs).
import type { Plugin } from "rollup";

export function schemaDeclarationsAsStandIn(files?: RegExp): Plugin;
