import { useLingui } from "@lingui/react";
import { useState } from "react";
import type { CustomOption } from "../../../../../src/contract/option.js";
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
import { type OptionsApi, optionsApi } from "../api.js";
import { iconLabel } from "./icon-labels.js";
import { OptionDialog } from "./option-dialog.js";
import { OptionIcon } from "./option-icon.js";

const nameOf = (option: CustomOption) => option.name;

/** The Options page: draggable table, icon chooser, copy, enable/disable, edit, delete. */
export function OptionsPage({ api = optionsApi }: { api?: OptionsApi }) {
  const { i18n } = useLingui();
  const catalogue = useCatalogue(
    api,
    {
      added: i18n._("Option added"),
      enabled: i18n._("Option enabled"),
      disabled: i18n._("Option disabled"),
      deleted: i18n._("Option deleted"),
      copied: i18n._("Option copied"),
    },
    nameOf,
  );
  const currency = useLoaded(api.getCurrency);
  const vehicles = useLoaded(api.listVehicles, []);
  const icons = useLoaded(api.getIcons, {});
  const [editing, setEditing] = useState<{ option?: CustomOption }>();
  const [deleting, setDeleting] = useState<CustomOption>();

  const columns: Column<CustomOption>[] = [
    {
      key: "icon",
      header: i18n._("Icon"),
      cell: (o) =>
        o.icon ? (
          <span title={iconLabel(i18n, o.icon)}>
            <OptionIcon svg={icons?.[o.icon]} />
            <span className="visually-hidden">{iconLabel(i18n, o.icon)}</span>
          </span>
        ) : null,
    },
    { key: "name", header: i18n._("Name"), cell: (o) => o.name },
    { key: "vehicle", header: i18n._("Vehicle"), cell: (o) => vehicleLabel(i18n, o), secondary: true },
    {
      key: "max",
      secondary: true,
      header: i18n._("Maximum quantity"),
      cell: (o) => (o.maxValue === 0 ? i18n._("No limit") : o.maxValue),
      numeric: true,
    },
    {
      key: "price",
      header: i18n._("Price per quantity"),
      cell: (o) => formatAmount(i18n.locale, currency?.code, o.pricePerQuantity),
      numeric: true,
    },
    {
      key: "active",
      header: i18n._("Status"),
      cell: (o) => (
        <ActiveSwitch name={o.name} active={o.active} onChange={(active) => catalogue.setActive(o, active)} />
      ),
    },
  ];

  return (
    <CataloguePageLayout
      title={i18n._("Options")}
      purpose={i18n._("Extras your customers can add.")}
      addLabel={i18n._("Add an option")}
      onAdd={() => setEditing({})}
      count={catalogue.items?.length}
      failed={catalogue.failed}
      emptyText={i18n._("No option yet.")}
      onRetry={() => void catalogue.reload()}
      table={
        <CatalogueTable
          caption={i18n._("Options")}
          items={catalogue.items ?? []}
          columns={columns}
          nameOf={nameOf}
          onReorder={(ids) => void catalogue.reorder(ids)}
          actions={(option) => (
            <ItemActions
              name={option.name}
              onEdit={() => setEditing({ option })}
              onCopy={() => void catalogue.copy(option)}
              onDelete={() => setDeleting(option)}
            />
          )}
        />
      }
    >
      {editing && vehicles && icons ? (
        <OptionDialog
          option={editing.option}
          vehicles={vehicles}
          icons={icons}
          currencySymbol={currency?.symbol}
          save={(values, id) => (id === undefined ? api.create(values) : api.update(id, values))}
          onSaved={(option, created) => {
            setEditing(undefined);
            void catalogue.saved(option, created);
          }}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={i18n._("Delete the option")}
          name={deleting.name}
          onDelete={() => catalogue.remove(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </CataloguePageLayout>
  );
}
