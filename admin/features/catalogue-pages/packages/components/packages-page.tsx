import { useLingui } from "@lingui/react";
import { useState } from "react";
import type { PackageItem } from "../../../../../src/contract/package.js";
import type { ZoneDialogComponent } from "../../../../components/zone-dialog.js";
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
import { type PackagesApi, packagesApi } from "../api.js";
import { PackageDialog } from "./package-dialog.js";

const nameOf = (item: PackageItem) => item.name;

interface PackagesPageProps {
  ZoneDialog: ZoneDialogComponent;
  api?: PackagesApi;
}

/** The Packages page: draggable table, copy, enable/disable, edit, delete; zones on a map. */
export function PackagesPage({ ZoneDialog, api = packagesApi }: PackagesPageProps) {
  const { i18n } = useLingui();
  const catalogue = useCatalogue(
    api,
    {
      added: i18n._("Package added"),
      enabled: i18n._("Package enabled"),
      disabled: i18n._("Package disabled"),
      deleted: i18n._("Package deleted"),
      copied: i18n._("Package copied"),
    },
    nameOf,
  );
  const currency = useLoaded(api.getCurrency);
  const vehicles = useLoaded(api.listVehicles, []);
  const [editing, setEditing] = useState<{ item?: PackageItem }>();
  const [deleting, setDeleting] = useState<PackageItem>();
  const money = (value: number) => formatAmount(i18n.locale, currency?.code, value);

  const columns: Column<PackageItem>[] = [
    { key: "name", header: i18n._("Name"), cell: (p) => p.name },
    { key: "vehicle", header: i18n._("Vehicle"), cell: (p) => vehicleLabel(i18n, p) },
    {
      key: "way",
      secondary: true,
      header: i18n._("Way"),
      cell: (p) => (p.way === "ONE_WAY" ? i18n._("One way") : i18n._("Each way")),
    },
    { key: "fixed", header: i18n._("Fixed price"), cell: (p) => money(p.fixedPrice), numeric: true },
    {
      key: "increased",
      secondary: true,
      header: i18n._("Increased price"),
      cell: (p) => money(p.increasedPrice),
      numeric: true,
    },
    {
      key: "active",
      header: i18n._("Status"),
      cell: (p) => (
        <ActiveSwitch name={p.name} active={p.active} onChange={(active) => catalogue.setActive(p, active)} />
      ),
    },
  ];

  return (
    <CataloguePageLayout
      title={i18n._("Packages")}
      purpose={i18n._("Fixed prices between two zones.")}
      addLabel={i18n._("Add a package")}
      onAdd={() => setEditing({})}
      count={catalogue.items?.length}
      failed={catalogue.failed}
      emptyText={i18n._("No package yet.")}
      onRetry={() => void catalogue.reload()}
      table={
        <CatalogueTable
          caption={i18n._("Packages")}
          items={catalogue.items ?? []}
          columns={columns}
          nameOf={nameOf}
          onReorder={(ids) => void catalogue.reorder(ids)}
          actions={(item) => (
            <ItemActions
              name={item.name}
              onEdit={() => setEditing({ item })}
              onCopy={() => void catalogue.copy(item)}
              onDelete={() => setDeleting(item)}
            />
          )}
        />
      }
    >
      {editing && vehicles ? (
        <PackageDialog
          item={editing.item}
          vehicles={vehicles}
          currencySymbol={currency?.symbol}
          ZoneDialog={ZoneDialog}
          save={(values, id) => (id === undefined ? api.create(values) : api.update(id, values))}
          onSaved={(item, created) => {
            setEditing(undefined);
            void catalogue.saved(item, created);
          }}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={i18n._("Delete the package")}
          name={deleting.name}
          onDelete={() => catalogue.remove(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </CataloguePageLayout>
  );
}
