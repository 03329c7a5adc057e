// Component-test helpers: the widget rendered against the fake server, with the debounce timers
// under the test's control, and the customer's usual gestures.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { vi } from "vitest";
import type { PublicModule } from "../../../src/contract/module.js";
import { BookingWidget } from "../../../widget/booking-widget.js";
import { loadCatalog } from "../../../widget/catalogs.js";
import { WIDGET_LANGUAGES } from "../../../widget/language.js";
import { loadConfirmation } from "../../../widget/lazy-parts.js";
import type { PrefillInput } from "../../../widget/model/prefill.js";
import { type FakeCall, type FakeHandler, fakeFetch, TEST_API, testModule } from "./fake-api.js";

export interface RenderOptions {
  module?: PublicModule;
  handlers?: FakeHandler[];
  lang?: string;
  /** The owner's preview: the element's preview-token attribute. */
  previewToken?: string;
  /** The host page's prefill and `source` attributes (widget/model/prefill.ts). */
  attributes?: PrefillInput & { source?: string };
}

/**
 * Renders the English widget, waits for the form and its later steps (a chunk of their own,
 * widget/lazy-parts.ts) and the confirmation's code, with every language's catalog loaded first
 * (chunks of their own too, widget/catalogs.ts, which the loader fetches in the browser), then fakes setTimeout so each test moves the
 * clock itself (`later`). Returns the fake server's calls and the pages the widget went to.
 */
export async function renderWidget({
  module = testModule(),
  handlers = [],
  lang = "en",
  previewToken,
  attributes = {},
}: RenderOptions = {}) {
  await Promise.all(WIDGET_LANGUAGES.map(loadCatalog));
  const api = fakeFetch([module], handlers);
  const visited: string[] = [];
  render(
    <BookingWidget
      module={module.id}
      lang={lang}
      api={TEST_API}
      fetch={api.fetch}
      navigate={(url) => visited.push(url)}
      {...(previewToken ? { previewToken } : {})}
      {...attributes}
    />,
  );
  await screen.findByRole("form");
  // A loaded machine takes seconds to transform the chunk the first time: more than waitFor's 1 s.
  await waitFor(
    () => {
      if (document.querySelector(".cb-form > .cb-spinner")) throw new Error("the later steps are loading");
    },
    { timeout: 15_000 },
  );
  // Fetched on submit in the browser; here before the clock is faked, so "Booking made" shows.
  await loadConfirmation();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  return { ...api, visited };
}

/** A real turn of the event loop (setImmediate is not faked): the fake server's answers arrive. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Lets `ms` of the faked clock pass, then the answers it released. Tests then query with getBy:
 * findBy would wait on Testing Library's own setTimeout, which the faked clock never fires.
 */
export async function later(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let turn = 0; turn < 5; turn++) await settle();
  });
}

/** The calls of one kind: "places", "route", "estimate-price", "discount", "checkout". */
export function callsTo(calls: FakeCall[], kind: string): FakeCall[] {
  return calls.filter((call) => call.path.split("?")[0]?.split("/").includes(kind));
}

/** Types an address, waits out the debounce and picks the named suggestion. */
export async function chooseAddress(label: string, typed: string, suggestion: string) {
  fireEvent.change(screen.getByRole("combobox", { name: label }), { target: { value: typed } });
  await later(1000);
  fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: suggestion }));
}

export const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** A complete trip from Nice airport to Monaco on a day far ahead; the estimate is then due. */
export async function fillTrip() {
  await chooseAddress("Pickup address", "Nice", "Nice Côte d'Azur Airport");
  await chooseAddress("Drop-off address", "Mona", "Monaco");
  change("Pickup date", "2999-06-01");
  change("Pickup time", "10:30");
}

/** The test module's required details, the second input of the custom row, and consent. */
export function fillDetails() {
  change("First name", "Camille");
  change("Last name", "Laurent");
  change("E-mail", "camille@example.com");
  change("Phone", "+33 6 12 34 56 78");
  change("Name on the sign", "LAURENT");
  change("Child ages", "4 and 7");
  fireEvent.click(screen.getByLabelText(/I agree/));
}
