import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import type { I18n } from "@lingui/core";

interface Rows {
  i18n: I18n;
  ids: readonly number[];
  nameOf(id: number): string;
}

/**
 * What screen readers hear while a row is moved with the keyboard (or the pointer): the row's
 * name and its position, in the owner's language. `current` is read at each announcement, so
 * the words follow the rows and the language of that moment.
 */
export function dragAnnouncements(current: () => Rows): Announcements {
  const rowFacts = (id: number | string) => {
    const { i18n, ids, nameOf } = current();
    return { i18n, name: nameOf(Number(id)), position: ids.indexOf(Number(id)) + 1, count: ids.length };
  };
  return {
    onDragStart: ({ active }) => {
      const { i18n, name, position, count } = rowFacts(active.id);
      return i18n._("Picked up {name}. Position {position} of {count}.", { name, position, count });
    },
    onDragOver: ({ active, over }) => {
      const { i18n, name, count } = rowFacts(active.id);
      if (!over) return i18n._("{name} is no longer over a position.", { name });
      const { position } = rowFacts(over.id);
      return i18n._("{name} moved to position {position} of {count}.", { name, position, count });
    },
    onDragEnd: ({ active, over }) => {
      const { i18n, name, count } = rowFacts(active.id);
      if (!over) return i18n._("{name} dropped where it was.", { name });
      const { position } = rowFacts(over.id);
      return i18n._("{name} dropped at position {position} of {count}.", { name, position, count });
    },
    onDragCancel: ({ active }) => {
      const { i18n, name, position } = rowFacts(active.id);
      return i18n._("Moving cancelled. {name} is back at position {position}.", { name, position });
    },
  };
}

export function dragInstructions(i18n: I18n): ScreenReaderInstructions {
  return {
    draggable: i18n._(
      "To move a row, press space or enter on its handle, use the up and down arrow keys, then press space or enter to drop it, or escape to cancel.",
    ),
  };
}
