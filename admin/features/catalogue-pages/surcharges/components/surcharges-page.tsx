import { useLingui } from "@lingui/react";
import { useState } from "react";
import { type Surcharge, WEEKDAYS } from "../../../../../src/contract/surcharge.js";
import { ActiveSwitch } from "../../common/active-switch.js";
import { CataloguePageLayout } from "../../common/catalogue-page-layout.js";
import { CatalogueTable } from "../../common/catalogue-table.js";
import { DeleteDialog } from "../../common/delete-dialog.js";
import { ItemActions } from "../../common/item-actions.js";
import { formatAmount } from "../../common/money.js";
import type { Column } from "../../common/table-types.js";
import { useCatalogue } from "../../common/use-catalogue.js";
import { useLoaded } from "../../common/use-loaded.js";
import { vehicleLabel } from "../../common/vehicle-scope.js";
import { weekdayAbbreviations } from "../../common/weekdays.js";
import { type SurchargesApi, surchargesApi } from "../api.js";
import { SurchargeDialog } from "./surcharge-dialog.js";

const nameOf = (surcharge: Surcharge) => surcharge.name;

/** The Surcharges page: table (no reorder), add/edit, enable/disable, delete. */
export function SurchargesPage({ api = surchargesApi }: { api?: SurchargesApi }) {
  const { i18n } = useLingui();
  const catalogue = useCatalogue(
    api,
    {
      added: i18n._("Surcharge added"),
      enabled: i18n._("Surcharge enabled"),
      disabled: i18n._("Surcharge disabled"),
      deleted: i18n._("Surcharge deleted"),
    },
    nameOf,
  );
  const currency = useLoaded(api.getCurrency);
  // The dialog waits for the vehicles: its select must hold the item's vehicle when it opens.
  const vehicles = useLoaded(api.listVehicles, []);
  const [editing, setEditing] = useState<{ surcharge?: Surcharge }>();
  const [deleting, setDeleting] = useState<Surcharge>();
  const abbreviations = weekdayAbbreviations(i18n.locale);
  const days = (surcharge: Surcharge) =>
    WEEKDAYS.filter((day) => surcharge[day])
      .map((day) => abbreviations[day])
      .join(", ") || i18n._("No day");

  const columns: Column<Surcharge>[] = [
    { key: "name", header: i18n._("Name"), cell: (s) => s.name },
    { key: "vehicle", header: i18n._("Vehicle"), cell: (s) => vehicleLabel(i18n, s), secondary: true },
    { key: "days", header: i18n._("Days"), cell: days },
    { key: "hours", header: i18n._("Hours"), cell: (s) => `${s.startTime} – ${s.endTime}` },
    {
      key: "increase",
      header: i18n._("Increase"),
      cell: (s) => formatAmount(i18n.locale, currency?.code, s.increaseAmount),
      numeric: true,
    },
    {
      key: "multiplier",
      secondary: true,
      header: i18n._("Multiplier"),
      cell: (s) => `× ${new Intl.NumberFormat(i18n.locale).format(s.multiplier)}`,
      numeric: true,
    },
    {
      key: "active",
      header: i18n._("Status"),
      cell: (s) => (
        <ActiveSwitch name={s.name} active={s.active} onChange={(active) => catalogue.setActive(s, active)} />
      ),
    },
  ];

  return (
    <CataloguePageLayout
      title={i18n._("Surcharges")}
      purpose={i18n._("Higher prices at certain times.")}
      addLabel={i18n._("Add a surcharge")}
      onAdd={() => setEditing({})}
      count={catalogue.items?.length}
      failed={catalogue.failed}
      emptyText={i18n._("No surcharge yet.")}
      onRetry={() => void catalogue.reload()}
      table={
        <CatalogueTable
          caption={i18n._("Surcharges")}
          items={catalogue.items ?? []}
          columns={columns}
          nameOf={nameOf}
          actions={(surcharge) => (
            <ItemActions
              name={surcharge.name}
              onEdit={() => setEditing({ surcharge })}
              onDelete={() => setDeleting(surcharge)}
            />
          )}
        />
      }
    >
      {editing && vehicles ? (
        <SurchargeDialog
          surcharge={editing.surcharge}
          vehicles={vehicles}
          currencySymbol={currency?.symbol}
          save={(values, id) => (id === undefined ? api.create(values) : api.update(id, values))}
          onSaved={(surcharge, created) => {
            setEditing(undefined);
            void catalogue.saved(surcharge, created);
          }}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={i18n._("Delete the surcharge")}
          name={deleting.name}
          onDelete={() => catalogue.remove(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </CataloguePageLayout>
  );
}
