import { useLingui } from "@lingui/react";
import { useState } from "react";
import type { DiscountCode } from "../../../../../src/contract/discount-code.js";
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
import { type DiscountCodesApi, discountCodesApi } from "../api.js";
import { DiscountCodeDialog } from "./discount-code-dialog.js";
import { formatDiscountDate } from "./discount-date.js";

const nameOf = (discountCode: DiscountCode) => discountCode.code;

/** The Discount codes page: list, add/edit, enable/disable, delete. */
export function DiscountCodesPage({ api = discountCodesApi }: { api?: DiscountCodesApi }) {
  const { i18n } = useLingui();
  const catalogue = useCatalogue(
    api,
    {
      added: i18n._("Discount code added"),
      enabled: i18n._("Discount code enabled"),
      disabled: i18n._("Discount code disabled"),
      deleted: i18n._("Discount code deleted"),
    },
    nameOf,
  );
  const currency = useLoaded(api.getCurrency);
  const vehicles = useLoaded(api.listVehicles, []);
  const [editing, setEditing] = useState<{ discountCode?: DiscountCode }>();
  const [deleting, setDeleting] = useState<DiscountCode>();
  const percent = new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 2 });

  const columns: Column<DiscountCode>[] = [
    { key: "code", header: i18n._("Code"), cell: (d) => <code>{d.code}</code> },
    {
      key: "fixed",
      header: i18n._("Fixed discount"),
      cell: (d) => formatAmount(i18n.locale, currency?.code, d.fixedDiscount),
      numeric: true,
    },
    {
      key: "percentage",
      header: i18n._("Percentage"),
      cell: (d) => percent.format(d.percentageDiscount / 100),
      numeric: true,
    },
    {
      key: "start",
      header: i18n._("Start date"),
      cell: (d) => formatDiscountDate(i18n.locale, d.startDate),
      secondary: true,
    },
    {
      key: "end",
      header: i18n._("End date"),
      cell: (d) => formatDiscountDate(i18n.locale, d.endDate),
      secondary: true,
    },
    {
      key: "usage",
      secondary: true,
      header: i18n._("Used"),
      cell: (d) =>
        d.maxUsage === 0
          ? i18n._("{used} (unlimited)", { used: d.used })
          : i18n._("{used} of {max}", { used: d.used, max: d.maxUsage }),
      numeric: true,
    },
    { key: "vehicle", header: i18n._("Vehicle"), cell: (d) => vehicleLabel(i18n, d), secondary: true },
    {
      key: "active",
      header: i18n._("Status"),
      cell: (d) => (
        <ActiveSwitch name={d.code} active={d.active} onChange={(active) => catalogue.setActive(d, active)} />
      ),
    },
  ];

  return (
    <CataloguePageLayout
      title={i18n._("Discount codes")}
      purpose={i18n._("Codes that lower the price.")}
      addLabel={i18n._("Add a discount code")}
      onAdd={() => setEditing({})}
      count={catalogue.items?.length}
      failed={catalogue.failed}
      emptyText={i18n._("No discount code yet.")}
      onRetry={() => void catalogue.reload()}
      table={
        <CatalogueTable
          caption={i18n._("Discount codes")}
          items={catalogue.items ?? []}
          columns={columns}
          nameOf={nameOf}
          actions={(discountCode) => (
            <ItemActions
              name={discountCode.code}
              onEdit={() => setEditing({ discountCode })}
              onDelete={() => setDeleting(discountCode)}
            />
          )}
        />
      }
    >
      {editing && vehicles ? (
        <DiscountCodeDialog
          discountCode={editing.discountCode}
          vehicles={vehicles}
          currencySymbol={currency?.symbol}
          save={(values, id) => (id === undefined ? api.create(values) : api.update(id, values))}
          onSaved={(discountCode, created) => {
            setEditing(undefined);
            void catalogue.saved(discountCode, created);
          }}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={i18n._("Delete the discount code")}
          name={deleting.code}
          onDelete={() => catalogue.remove(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </CataloguePageLayout>
  );
}
