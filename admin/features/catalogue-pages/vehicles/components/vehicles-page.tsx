import { useLingui } from "@lingui/react";
import { useMemo, useState } from "react";
import type { LengthUnit } from "../../../../../src/contract/common.js";
import type { Vehicle } from "../../../../../src/contract/vehicle.js";
import { ActiveSwitch } from "../../common/active-switch.js";
import { CataloguePageLayout } from "../../common/catalogue-page-layout.js";
import { CatalogueTable } from "../../common/catalogue-table.js";
import { DeleteDialog } from "../../common/delete-dialog.js";
import { ItemActions } from "../../common/item-actions.js";
import { formatAmount } from "../../common/money.js";
import type { Column } from "../../common/table-types.js";
import { useCatalogue } from "../../common/use-catalogue.js";
import { useLoaded } from "../../common/use-loaded.js";
import { type VehiclesApi, vehiclesApi } from "../api.js";
import { VehicleDialog } from "./vehicle-dialog.js";

const nameOf = (vehicle: Vehicle) => vehicle.name;

/** The Vehicles page: table with drag reorder, add/edit, delete, enable/disable. */
export function VehiclesPage({ api = vehiclesApi }: { api?: VehiclesApi }) {
  const { i18n } = useLingui();
  const [lengthUnit, setLengthUnit] = useState<LengthUnit>("KM");
  const source = useMemo(
    () => ({
      ...api,
      list: async () => {
        const list = await api.list();
        setLengthUnit(list.lengthUnit);
        return list.vehicles;
      },
      reorder: async (items: { id: number; position: number }[]) => (await api.reorder(items)).vehicles,
    }),
    [api],
  );
  const catalogue = useCatalogue(
    source,
    {
      added: i18n._("Vehicle added"),
      enabled: i18n._("Vehicle enabled"),
      disabled: i18n._("Vehicle disabled"),
      deleted: i18n._("Vehicle deleted"),
    },
    nameOf,
  );
  const currency = useLoaded(api.getCurrency);
  const [editing, setEditing] = useState<{ vehicle?: Vehicle }>();
  const [deleting, setDeleting] = useState<Vehicle>();
  const money = (value: number) => formatAmount(i18n.locale, currency?.code, value);

  const columns: Column<Vehicle>[] = [
    { key: "name", header: i18n._("Name"), cell: (vehicle) => vehicle.name },
    { key: "passengers", header: i18n._("Passengers"), cell: (v) => v.passengersSpace, numeric: true },
    {
      key: "baggage",
      header: i18n._("Baggage"),
      cell: (v) => v.baggageSpace,
      numeric: true,
      secondary: true,
    },
    {
      key: "owned",
      header: i18n._("Number owned"),
      cell: (v) => v.numberOwned,
      numeric: true,
      secondary: true,
    },
    { key: "priceFrom", header: i18n._("Pick-up fee"), cell: (v) => money(v.priceFrom), numeric: true },
    {
      key: "perKm",
      header: lengthUnit === "MILE" ? i18n._("Price per mile") : i18n._("Price per km"),
      cell: (v) => money(v.euroPerKm),
      numeric: true,
    },
    {
      key: "perMinute",
      secondary: true,
      header: i18n._("Price per minute"),
      cell: (v) => money(v.euroPerMinute),
      numeric: true,
    },
    {
      key: "perPassenger",
      secondary: true,
      header: i18n._("Price per passenger"),
      cell: (v) => money(v.euroPerPassenger),
      numeric: true,
    },
    {
      key: "minFare",
      header: i18n._("Minimum fare"),
      cell: (v) => money(v.minFare),
      numeric: true,
      secondary: true,
    },
    {
      key: "active",
      header: i18n._("Status"),
      cell: (v) => (
        <ActiveSwitch name={v.name} active={v.active} onChange={(active) => catalogue.setActive(v, active)} />
      ),
    },
  ];

  return (
    <CataloguePageLayout
      title={i18n._("Vehicles")}
      purpose={i18n._("Your fleet and its prices.")}
      addLabel={i18n._("Add a vehicle")}
      onAdd={() => setEditing({})}
      count={catalogue.items?.length}
      failed={catalogue.failed}
      emptyText={i18n._("No vehicle yet. Add your first one.")}
      onRetry={() => void catalogue.reload()}
      table={
        <CatalogueTable
          caption={i18n._("Vehicles")}
          items={catalogue.items ?? []}
          columns={columns}
          nameOf={nameOf}
          onReorder={(ids) => void catalogue.reorder(ids)}
          actions={(vehicle) => (
            <ItemActions
              name={vehicle.name}
              onEdit={() => setEditing({ vehicle })}
              onDelete={() => setDeleting(vehicle)}
            />
          )}
        />
      }
    >
      {editing ? (
        <VehicleDialog
          vehicle={editing.vehicle}
          lengthUnit={lengthUnit}
          currencySymbol={currency?.symbol}
          save={(values, id) => (id === undefined ? api.create(values) : api.update(id, values))}
          onSaved={(vehicle, created) => {
            setEditing(undefined);
            void catalogue.saved(vehicle, created);
          }}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={i18n._("Delete the vehicle")}
          name={deleting.name}
          onDelete={() => catalogue.remove(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </CataloguePageLayout>
  );
}
