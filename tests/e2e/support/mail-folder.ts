import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { type AddressObject, simpleParser } from "mailparser";

/**
 * The mail the e2e server wrote (as .eml under its data directory) to `to` with `text` in it,
 * read like an inbox: waits until it lands.
 */
export async function mailTo(to: string, text: string): Promise<{ subject: string; body: string }> {
  const dir = join(process.env.E2E_DATA_DIR as string, "mail");
  let found: { subject: string; body: string } | undefined;
  await expect
    .poll(
      async () => {
        let files: string[] = [];
        try {
          files = readdirSync(dir).filter((name) => name.endsWith(".eml"));
        } catch {
          return false;
        }
        for (const file of files) {
          const mail = await simpleParser(readFileSync(join(dir, file)));
          const recipients = [mail.to ?? []].flat() as AddressObject[];
          if (!recipients.some((address) => address.text.includes(to))) continue;
          if ((mail.text ?? "").includes(text))
            found = { subject: mail.subject ?? "", body: mail.text ?? "" };
        }
        return found !== undefined;
      },
      { timeout: 20_000, message: `an e-mail to ${to} saying "${text}"` },
    )
    .toBe(true);
  return found as { subject: string; body: string };
}
