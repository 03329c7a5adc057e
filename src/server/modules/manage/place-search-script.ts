/**
 * The manage page's place search (decision 0126), run in the customer's browser: it turns the
 * change form's place fields into comboboxes (ARIA 1.2 pattern: a text input that controls a
 * listbox, arrow keys move through the suggestions, Enter chooses, Escape closes then restores)
 * over the widget's public search, and on submit sends the signed references with the route the
 * browser measured, as the widget does. Without it the form still sends the other fields.
 *
 * Self-contained on purpose: the server serves the text of this file's three functions as
 * /manage/place-search.js (our origin, as the page's CSP asks), so they use nothing else from
 * outside their bodies. The texts come translated from the page (data-* attributes).
 */
function managePlaceSearch(): void {
  const box = document.getElementById("change-places");
  const form = box?.closest("form");
  if (!box || !form) return;
  const status = document.getElementById("change-places-status") as HTMLElement;
  const text = (name: string) => box.dataset[name] ?? "";
  const api = (path: string, query: Record<string, string>) =>
    `/api/geo/${encodeURIComponent(text("module"))}/${path}?${new URLSearchParams(query).toString()}`;
  // A place sent with a refused try is shown again: it goes with the next try too.
  let changed = text("changed") === "1";
  const announce = (message: string) => {
    status.textContent = message;
  };

  const hidden = (name: string, value: string) => {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  };

  box.querySelectorAll<HTMLInputElement>("input[role=combobox]").forEach((input) => {
    placeCombobox(input, api, text, announce, () => {
      changed = true;
    });
  });
  form.addEventListener("submit", async (event) => {
    if (!changed || form.dataset.measured === "1") return;
    event.preventDefault();
    const route = await measuredRoute(box, api).catch(() => null);
    // Every place goes with a changed one (the stops too: they are kept), enabled only now.
    box.querySelectorAll<HTMLInputElement>("input[type=hidden][disabled]").forEach((place) => {
      place.disabled = false;
    });
    if (route) {
      hidden("distanceKm", String(Math.round(route.km * 10) / 10));
      hidden("durationMinutes", String(Math.round(route.minutes)));
    }
    form.dataset.measured = "1";
    form.requestSubmit();
  });
  box.hidden = false;
  const note = document.getElementById("change-places-note");
  if (note) note.hidden = true;
}

interface Found {
  ref: string;
  label: string;
  lat: number;
  lng: number;
}

/**
 * One place field as a combobox: searches as the customer types (debounced), lists at most the
 * search's results, arrows move, Enter chooses, Escape closes then restores the chosen place.
 */
function placeCombobox(
  input: HTMLInputElement,
  api: (path: string, query: Record<string, string>) => string,
  text: (name: string) => string,
  announce: (message: string) => void,
  onChoose: () => void,
): void {
  const list = document.getElementById(input.getAttribute("aria-controls") ?? "") as HTMLElement;
  const chosen = document.getElementById(input.dataset.target ?? "") as HTMLInputElement;
  let results: Found[] = [];
  let active = -1;
  let timer = 0;
  let asked = 0;

  const close = () => {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };
  const highlight = (index: number) => {
    active = index;
    list.querySelectorAll("[role=option]").forEach((option, at) => {
      option.setAttribute("aria-selected", String(at === index));
      if (at === index) {
        input.setAttribute("aria-activedescendant", option.id);
        (option as HTMLElement).scrollIntoView({ block: "nearest" });
      }
    });
  };
  const choose = (index: number) => {
    const place = results[index];
    if (!place) return;
    chosen.value = place.ref;
    chosen.dataset.lat = String(place.lat);
    chosen.dataset.lng = String(place.lng);
    chosen.dataset.label = place.label;
    input.value = place.label;
    onChoose();
    close();
    announce(text("chosen").replace("{place}", place.label));
  };
  const show = (places: Found[]) => {
    results = places;
    list.replaceChildren(
      ...places.map((place, index) => {
        const option = document.createElement("li");
        option.id = `${list.id}-${index}`;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.textContent = place.label;
        option.addEventListener("mousedown", (event) => event.preventDefault());
        option.addEventListener("click", () => choose(index));
        return option;
      }),
    );
    list.hidden = places.length === 0;
    input.setAttribute("aria-expanded", String(places.length > 0));
    active = -1;
    announce(places.length ? text("found").replace("{count}", String(places.length)) : text("none"));
  };
  const search = async () => {
    const query = input.value.trim();
    const number = ++asked;
    if (query.length < 2) return close();
    try {
      const answer = await fetch(api("places", { q: query, lang: text("lang") }));
      if (!answer.ok) throw new Error(String(answer.status));
      const body = (await answer.json()) as {
        data: {
          places: {
            ref: string;
            address: { freeformAddress: string };
            position: { lat: number; lon: number };
          }[];
        };
      };
      if (number !== asked) return;
      show(
        body.data.places.map((place) => ({
          ref: place.ref,
          label: place.address.freeformAddress,
          lat: place.position.lat,
          lng: place.position.lon,
        })),
      );
    } catch {
      if (number === asked) {
        close();
        announce(text("failed"));
      }
    }
  };

  input.addEventListener("input", () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(search, 250);
  });
  input.addEventListener("keydown", (event) => {
    const open = !list.hidden && results.length > 0;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return void search();
      const step = event.key === "ArrowDown" ? 1 : -1;
      highlight((active + step + results.length) % results.length);
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      choose(Math.max(active, 0));
    } else if (event.key === "Escape") {
      if (open) close();
      else input.value = chosen.dataset.label ?? "";
    }
  });
  // Leaving the field keeps the place last chosen: what is shown is what is sent.
  input.addEventListener("blur", () => {
    close();
    input.value = chosen.dataset.label ?? "";
  });
}

/** The trip's distance and duration through its points, stretch by stretch (as the widget). */
async function measuredRoute(
  box: HTMLElement,
  api: (path: string, query: Record<string, string>) => string,
): Promise<{ km: number; minutes: number } | null> {
  const points = Array.from(box.querySelectorAll<HTMLInputElement>("input[data-lat]")).map((point) => ({
    lat: point.dataset.lat ?? "",
    lng: point.dataset.lng ?? "",
  }));
  let km = 0;
  let minutes = 0;
  for (let index = 1; index < points.length; index++) {
    const from = points[index - 1];
    const to = points[index];
    if (!from || !to) return null;
    const answer = await fetch(
      api("route", { fromLat: from.lat, fromLng: from.lng, toLat: to.lat, toLng: to.lng }),
    );
    if (!answer.ok) return null;
    const route = (await answer.json()) as { data: { distanceKm: number; durationMinutes: number } };
    km += route.data.distanceKm;
    minutes += route.data.durationMinutes;
  }
  return { km, minutes };
}

/** The script as the browser runs it: the three functions in a scope of their own, run at once. */
export const placeSearchScript = (): string =>
  `"use strict";(() => {\n${placeCombobox.toString()}\n${measuredRoute.toString()}\n(${managePlaceSearch.toString()})();\n})();\n`;
