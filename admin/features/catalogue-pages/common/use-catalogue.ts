import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ReorderItem } from "../../../../src/contract/reorder.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { notifyFailure } from "./server-warnings.js";

export interface CatalogueItem {
  id: number;
  active: boolean;
}

/** The calls of one catalogue entity; reorder and copy where it has them. */
export interface CatalogueSource<T extends CatalogueItem> {
  list(): Promise<T[]>;
  enable(id: number): Promise<T>;
  disable(id: number): Promise<T>;
  remove(id: number): Promise<unknown>;
  reorder?: ((items: ReorderItem[]) => Promise<T[]>) | undefined;
  copy?: ((id: number) => Promise<T>) | undefined;
}

/** Titles of the success notices, per entity ("Vehicle added"…). */
export interface CatalogueNotices {
  added: string;
  enabled: string;
  disabled: string;
  deleted: string;
  copied?: string;
}

/**
 * The list of one catalogue page and what the owner does to it. Every call shows its success
 * notice or its warning; the list follows the server's answer (renumbered positions, copies).
 */
export function useCatalogue<T extends CatalogueItem>(
  source: CatalogueSource<T>,
  notices: CatalogueNotices,
  nameOf: (item: T) => string,
) {
  const { i18n } = useLingui();
  const [items, setItems] = useState<T[]>();
  const [failed, setFailed] = useState(false);
  // The latest values without re-running the load when the language changes.
  const latest = useRef({ i18n, notices, nameOf });
  latest.current = { i18n, notices, nameOf };

  const reload = useCallback(async () => {
    try {
      setItems(await source.list());
      setFailed(false);
    } catch (error) {
      setFailed(true);
      notifyFailure(latest.current.i18n, error);
    }
  }, [source]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const success = (title: string, item: T) =>
    notify({ kind: "success", title, text: latest.current.nameOf(item) });

  return {
    items,
    failed,
    reload,
    /** After the add/edit dialog saved: the notice, then the list as the server has it. */
    async saved(item: T, created: boolean) {
      success(created ? notices.added : i18n._("Changes saved"), item);
      await reload();
    },
    async setActive(item: T, active: boolean) {
      try {
        const updated = active ? await source.enable(item.id) : await source.disable(item.id);
        setItems((current) => current?.map((each) => (each.id === updated.id ? updated : each)));
        success(active ? notices.enabled : notices.disabled, updated);
      } catch (error) {
        notifyFailure(i18n, error);
      }
    },
    /** Answers whether the item is gone (the confirmation dialog then closes). */
    async remove(item: T): Promise<boolean> {
      try {
        await source.remove(item.id);
        success(notices.deleted, item);
        await reload();
        return true;
      } catch (error) {
        notifyFailure(i18n, error, "delete");
        return false;
      }
    },
    async copy(item: T) {
      if (!source.copy) return;
      try {
        const copy = await source.copy(item.id);
        success(notices.copied ?? notices.added, copy);
        await reload();
      } catch (error) {
        notifyFailure(i18n, error);
      }
    },
    /** Shows the new order at once, saves positions 0, 1, 2…, then takes the server's list. */
    async reorder(ids: number[]) {
      if (!source.reorder || !items) return;
      const byId = new Map(items.map((item) => [item.id, item]));
      setItems(ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined));
      try {
        setItems(await source.reorder(ids.map((id, position) => ({ id, position }))));
        notify({ kind: "success", title: i18n._("Order saved"), text: i18n._("The new order is saved.") });
      } catch (error) {
        notifyFailure(i18n, error);
        await reload();
      }
    },
  };
}
