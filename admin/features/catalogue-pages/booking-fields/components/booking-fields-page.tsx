import { useLingui } from "@lingui/react";
import { useState } from "react";
import type { BookingField } from "../../../../../src/contract/booking-field.js";
import { ActiveSwitch } from "../../common/active-switch.js";
import { CataloguePageLayout } from "../../common/catalogue-page-layout.js";
import { CatalogueTable } from "../../common/catalogue-table.js";
import { DeleteDialog } from "../../common/delete-dialog.js";
import { ItemActions } from "../../common/item-actions.js";
import type { Column } from "../../common/table-types.js";
import { useCatalogue } from "../../common/use-catalogue.js";
import { type BookingFieldsApi, bookingFieldsApi } from "../api.js";
import { BookingFieldDialog } from "./booking-field-dialog.js";
import { fieldLabel } from "./field-labels.js";

/** The "Booking page" screen: the form's fields, drag reorder, add/edit, enable/disable, delete. */
export function BookingFieldsPage({ api = bookingFieldsApi }: { api?: BookingFieldsApi }) {
  const { i18n } = useLingui();
  const nameOf = (field: BookingField) => fieldLabel(i18n, field);
  const catalogue = useCatalogue(
    api,
    {
      added: i18n._("Field added"),
      enabled: i18n._("Field enabled"),
      disabled: i18n._("Field disabled"),
      deleted: i18n._("Field deleted"),
    },
    nameOf,
  );
  const [editing, setEditing] = useState<{ field?: BookingField }>();
  const [deleting, setDeleting] = useState<BookingField>();
  const required = (field: BookingField) => {
    if (field.required1 && field.required2) return i18n._("Both inputs");
    if (field.required1) return i18n._("Yes");
    if (field.required2) return i18n._("Second input");
    return i18n._("No");
  };

  const columns: Column<BookingField>[] = [
    { key: "label", header: i18n._("Field"), cell: nameOf },
    { key: "required", header: i18n._("Required"), cell: required },
    {
      key: "kind",
      header: i18n._("Type"),
      cell: (field) => <span className="badge">{field.kind ? i18n._("Built-in") : i18n._("Custom")}</span>,
    },
    {
      key: "active",
      header: i18n._("Status"),
      cell: (field) => (
        <ActiveSwitch
          name={nameOf(field)}
          active={field.active}
          onChange={(active) => catalogue.setActive(field, active)}
        />
      ),
    },
  ];

  return (
    <CataloguePageLayout
      title={i18n._("Booking page")}
      purpose={i18n._("The fields of your booking form.")}
      addLabel={i18n._("Add a field")}
      onAdd={() => setEditing({})}
      count={catalogue.items?.length}
      failed={catalogue.failed}
      emptyText={i18n._("No field yet.")}
      onRetry={() => void catalogue.reload()}
      table={
        <CatalogueTable
          caption={i18n._("Booking form fields")}
          items={catalogue.items ?? []}
          columns={columns}
          nameOf={nameOf}
          onReorder={(ids) => void catalogue.reorder(ids)}
          actions={(field) => (
            <ItemActions
              name={nameOf(field)}
              onEdit={() => setEditing({ field })}
              // Built-in fields can be disabled, not deleted.
              onDelete={field.defaultField ? undefined : () => setDeleting(field)}
            />
          )}
        />
      }
    >
      {editing ? (
        <BookingFieldDialog
          field={editing.field}
          save={(values, id) => (id === undefined ? api.create(values) : api.update(id, values))}
          onSaved={(field, created) => {
            setEditing(undefined);
            void catalogue.saved(field, created);
          }}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={i18n._("Delete the field")}
          name={nameOf(deleting)}
          onDelete={() => catalogue.remove(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </CataloguePageLayout>
  );
}
