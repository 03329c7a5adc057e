import { useLingui } from "@lingui/react";
import { useCallback, useState } from "react";
import type { Driver } from "../../../../../src/contract/driver.js";
import { ActiveSwitch } from "../../common/active-switch.js";
import { CataloguePageLayout } from "../../common/catalogue-page-layout.js";
import { CatalogueTable } from "../../common/catalogue-table.js";
import { DeleteDialog } from "../../common/delete-dialog.js";
import { ItemActions } from "../../common/item-actions.js";
import type { Column } from "../../common/table-types.js";
import { useCatalogue } from "../../common/use-catalogue.js";
import { type DriversApi, driversApi } from "../api.js";
import { DriverDialog } from "./driver-dialog.js";
import { DriverLinkDialog } from "./driver-link-dialog.js";

const nameOf = (driver: Driver) => driver.name;

/** The Drivers page: the list by name, add/edit, delete, enable/disable, and each driver's page address. */
export function DriversPage({ api = driversApi }: { api?: DriversApi }) {
  const { i18n } = useLingui();
  const catalogue = useCatalogue(
    api,
    {
      added: i18n._("Driver added"),
      enabled: i18n._("Driver enabled"),
      disabled: i18n._("Driver disabled"),
      deleted: i18n._("Driver deleted"),
    },
    nameOf,
  );
  const [editing, setEditing] = useState<{ driver?: Driver }>();
  const [deleting, setDeleting] = useState<Driver>();
  const [linkOf, setLinkOf] = useState<Driver>();
  const closeLink = useCallback(() => setLinkOf(undefined), []);

  const columns: Column<Driver>[] = [
    { key: "name", header: i18n._("Name"), cell: (driver) => driver.name },
    {
      key: "phone",
      header: i18n._("Phone"),
      cell: (driver) => <a href={`tel:${driver.phone.replace(/[^+0-9]/g, "")}`}>{driver.phone}</a>,
    },
    { key: "email", header: i18n._("E-mail"), cell: (driver) => driver.email },
    { key: "licence", header: i18n._("Licence or VTC card"), cell: (driver) => driver.licenceNumber },
    {
      key: "page",
      header: i18n._("Driver page"),
      cell: (driver) => (
        <button
          type="button"
          className="button-link"
          onClick={() => setLinkOf(driver)}
          aria-label={i18n._("Page address of {name}", { name: driver.name })}
        >
          {i18n._("Page address")}
        </button>
      ),
    },
    {
      key: "active",
      header: i18n._("Status"),
      cell: (driver) => (
        <ActiveSwitch
          name={driver.name}
          active={driver.active}
          onChange={(active) => catalogue.setActive(driver, active)}
        />
      ),
    },
  ];

  return (
    <CataloguePageLayout
      title={i18n._("Drivers")}
      purpose={i18n._(
        "Who drives your rides. Each driver gets the mission sheets by e-mail and a private page.",
      )}
      addLabel={i18n._("Add a driver")}
      onAdd={() => setEditing({})}
      count={catalogue.items?.length}
      failed={catalogue.failed}
      emptyText={i18n._("No driver yet. Add your first one.")}
      onRetry={() => void catalogue.reload()}
      table={
        <CatalogueTable
          caption={i18n._("Drivers")}
          items={catalogue.items ?? []}
          columns={columns}
          nameOf={nameOf}
          actions={(driver) => (
            <ItemActions
              name={driver.name}
              onEdit={() => setEditing({ driver })}
              onDelete={() => setDeleting(driver)}
            />
          )}
        />
      }
    >
      {editing ? (
        <DriverDialog
          driver={editing.driver}
          save={(values, id) => (id === undefined ? api.create(values) : api.update(id, values))}
          onSaved={(driver, created) => {
            setEditing(undefined);
            void catalogue.saved(driver, created);
          }}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={i18n._("Delete the driver")}
          name={deleting.name}
          onDelete={() => catalogue.remove(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
      {linkOf ? <DriverLinkDialog driver={linkOf} api={api} onClose={closeLink} /> : null}
    </CataloguePageLayout>
  );
}
