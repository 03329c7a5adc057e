// The widget bundle's stand-in for @lingui/core (widget/build-plugins.mjs aliases it to this file
// in the widget build only; the unit tests and the admin keep Lingui). The widget asks of Lingui
// one thing: `i18n._(id, values)` over a compiled catalog, a missing id read as the id itself
// (widget/i18n.ts). Its compiled catalogs hold text, placeholders, plural and select only, which
// this formats as Lingui does (stand-in.test.ts compares both on every message); the
// rest of Lingui (events, loading, date and number helpers) is not bundled (docs/decisions/0131).
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";

type Values = Record<string, unknown>;
type Cases = Record<string, CompiledMessage | string>;

/** The part of Lingui's I18n the widget uses. */
export interface StandInI18n {
  readonly locale: string;
  _(id: string, values?: Values): string;
}

interface SetupParams {
  locale: string;
  messages: Record<string, Record<string, CompiledMessage | string> | undefined>;
  missing: (locale: string, id: string) => string;
}

export function setupI18n({ locale, messages, missing }: SetupParams): StandInI18n {
  // As Lingui: the locale, then its default one.
  const locales = [locale, "en"];
  const catalog = messages[locale] ?? {};
  return {
    locale,
    _: (id, values = {}) => {
      const message = catalog[id];
      return message === undefined ? missing(locale, id) : format(message, locales, values);
    },
  };
}

/** One message: `number` is the formatted count a `#` of the plural case around it stands for. */
function format(
  message: CompiledMessage | string,
  locales: string[],
  values: Values,
  number?: string,
): string {
  if (typeof message === "string") return message;
  let text = "";
  for (const token of message) {
    if (typeof token === "string") {
      text += token === "#" && number !== undefined ? number : token;
      continue;
    }
    const [name, type, cases] = token as [string, string?, Cases?];
    const value = values[name];
    const part =
      type === "plural"
        ? plural(value as number, (cases ?? {}) as Cases, locales, values)
        : type === "select"
          ? format((cases?.[String(value)] ?? cases?.other) as CompiledMessage, locales, values)
          : value;
    if (part != null) text += String(part);
  }
  return text;
}

/** The case of a count (an exact `=n` case first), its `#` the count in the reader's digits. */
function plural(count: number, cases: Cases, locales: string[], values: Values): string {
  const offset = Number(cases.offset ?? 0);
  const chosen =
    cases[count] ?? cases[new Intl.PluralRules(locales).select(count - offset)] ?? cases.other ?? "";
  return format(chosen, locales, values, new Intl.NumberFormat(locales).format(count - offset));
}
