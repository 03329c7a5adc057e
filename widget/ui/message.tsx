import type { ReactNode } from "react";

interface MessageProps {
  /** "error" is announced at once (role="alert"); "info" is a polite status. */
  tone: "error" | "info";
  title?: string;
  children?: ReactNode;
  /** A button or link offered with the message (e.g. "Try again"). */
  action?: ReactNode;
}

/** A message shown in place of the form: not found, closed, holidays, load failure. */
export function Message({ tone, title, children, action }: MessageProps) {
  return (
    <div className={`cb-message cb-message-${tone}`} role={tone === "error" ? "alert" : "status"}>
      {title ? <p className="cb-message-title">{title}</p> : null}
      {children ? <div className="cb-message-body">{children}</div> : null}
      {action ? <div className="cb-message-action">{action}</div> : null}
    </div>
  );
}
