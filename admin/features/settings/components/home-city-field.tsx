import { useEffect, useState } from "react";
import type { Language } from "../../../../src/contract/common.js";
import { type City, PLACE_QUERY_MIN } from "../../../../src/contract/geo.js";
import { SETTINGS_TEXT_MAX } from "../../../../src/contract/settings.js";
import { Combobox } from "../../../components/ui/combobox.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { CITY_SEARCH_DEBOUNCE_MS } from "../constants.js";
import { useSettingsField } from "./use-settings-field.js";

type SearchState = "idle" | "searching" | "none" | "failed";

/**
 * The home town, picked from the suggestions of the city search: typing
 * clears the coordinates, suggestions come 1000 ms after the last key, and choosing one sets
 * the name and its coordinates. The admin's one Combobox (arrow keys, Enter, Escape).
 */
export function HomeCityField({
  searchCities,
}: {
  searchCities(query: string, lang: Language): Promise<City[]>;
}) {
  const { i18n, form, error } = useSettingsField();
  const { register, setValue, clearErrors, watch } = form;
  const [query, setQuery] = useState<string | null>(null);
  const [cities, setCities] = useState<City[]>([]);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState<SearchState>("idle");
  const lat = watch("homeCityLat");
  const lng = watch("homeCityLng");
  const lang = i18n.locale as Language;

  useEffect(() => {
    if (query === null) return;
    const text = query.trim();
    if (text.length < PLACE_QUERY_MIN) {
      setCities([]);
      setOpen(false);
      setSearch("idle");
      return;
    }
    let cancelled = false;
    const timer = setTimeout(async () => {
      setSearch("searching");
      try {
        const found = await searchCities(text, lang);
        if (cancelled) return;
        setCities(found);
        setOpen(found.length > 0);
        setSearch(found.length > 0 ? "idle" : "none");
        if (found.length === 0) {
          notify({ kind: "warning", title: i18n._("City not found"), text: i18n._("Try another spelling.") });
        }
      } catch {
        if (!cancelled) setSearch("failed");
      }
    }, CITY_SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [query, searchCities, lang, i18n]);

  function pick(city: City) {
    setValue("homeCityName", city.display_name, { shouldDirty: true });
    setValue("homeCityLat", city.lat, { shouldDirty: true });
    setValue("homeCityLng", city.lon, { shouldDirty: true });
    clearErrors("homeCityName");
    setOpen(false);
    setQuery(null);
    setSearch("idle");
  }

  const field = register("homeCityName");
  const status =
    search === "searching"
      ? i18n._("Searching…")
      : search === "none"
        ? i18n._("No city found. Try another spelling.")
        : search === "failed"
          ? i18n._("The city search is unavailable. Try again later.")
          : lat !== null && lng !== null
            ? i18n._("Found: {lat}, {lng}", { lat: lat.toFixed(4), lng: lng.toFixed(4) })
            : i18n._("Type at least {min} letters, then pick your town from the list.", {
                min: PLACE_QUERY_MIN,
              });

  const cityId = (city: City) => `${city.display_name}-${city.lat}-${city.lon}`;
  return (
    <Combobox
      label={i18n._("Home town")}
      maxLength={SETTINGS_TEXT_MAX}
      error={error("homeCityName")}
      status={status}
      listLabel={i18n._("Towns")}
      options={cities.map((city) => ({ id: cityId(city), label: city.display_name }))}
      open={open}
      onOpenChange={setOpen}
      onPick={(option) => {
        const city = cities.find((candidate) => cityId(candidate) === option.id);
        if (city) pick(city);
      }}
      {...field}
      onChange={(event) => {
        void field.onChange(event);
        setValue("homeCityLat", null);
        setValue("homeCityLng", null);
        setQuery(event.target.value);
      }}
      onBlur={(event) => void field.onBlur(event)}
    />
  );
}
