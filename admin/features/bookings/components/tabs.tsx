import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** Marks a tab whose panel holds an error, so the owner knows where to look. */
  flagged?: boolean;
  content: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move
 * between tabs; every panel stays mounted (hidden when not selected) so form fields keep their
 * values and registrations.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  flaggedText,
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** Read after a flagged tab's label, e.g. "contains errors". */
  flaggedText?: string;
}) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            className={tab.flagged ? "tab tab-flagged" : "tab"}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
            {tab.flagged ? (
              <>
                <span aria-hidden="true"> !</span>
                {flaggedText ? <span className="visually-hidden"> ({flaggedText})</span> : null}
              </>
            ) : null}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          className="tab-panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
